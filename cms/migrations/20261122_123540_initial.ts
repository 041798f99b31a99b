import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_wines_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_wines_stories_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum_wines_foods_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum_wines_style" AS ENUM('red', 'white', 'rose', 'sparkling', 'sweet');
  CREATE TYPE "public"."enum_wines_caf_colour_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum_wines_caf_aroma_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum_wines_caf_flavour_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum_wines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__wines_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__wines_v_version_stories_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum__wines_v_version_foods_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum__wines_v_version_style" AS ENUM('red', 'white', 'rose', 'sparkling', 'sweet');
  CREATE TYPE "public"."enum__wines_v_version_caf_colour_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum__wines_v_version_caf_aroma_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum__wines_v_version_caf_flavour_text_position" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "public"."enum__wines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__wines_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_discovers_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_discovers_align_content" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_discovers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__discovers_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__discovers_v_version_align_content" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__discovers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__discovers_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_enjoys_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_enjoys_align_content" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_enjoys_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__enjoys_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__enjoys_v_version_align_content" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__enjoys_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__enjoys_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_shops_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_shops_link_type" AS ENUM('internal', 'other');
  CREATE TYPE "public"."enum_shops_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shops_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__shops_v_version_link_type" AS ENUM('internal', 'other');
  CREATE TYPE "public"."enum__shops_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shops_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_vendors_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_vendors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vendors_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__vendors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vendors_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_promotions_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_local_promotions_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_local_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__local_promotions_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__local_promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__local_promotions_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_clubs_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_clubs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__clubs_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__clubs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__clubs_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_popups_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_other_popups_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_other_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__other_popups_v_version_countries" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__other_popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__other_popups_v_published_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_members_country" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TYPE "public"."enum_members_locale" AS ENUM('en', 'ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_settings_social_key" AS ENUM('instagram', 'facebook', 'youtube', 'x', 'tiktok', 'linkedin', 'pinterest');
  CREATE TYPE "public"."enum__settings_v_version_social_key" AS ENUM('instagram', 'facebook', 'youtube', 'x', 'tiktok', 'linkedin', 'pinterest');
  CREATE TYPE "public"."enum_countries_list" AS ENUM('AF', 'AX', 'AL', 'DZ', 'AS', 'AD', 'AO', 'AI', 'AQ', 'AG', 'AR', 'AM', 'AW', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BQ', 'BA', 'BW', 'BV', 'BR', 'IO', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV', 'KY', 'CF', 'TD', 'CL', 'CX', 'CC', 'CO', 'KM', 'CK', 'CR', 'CI', 'HR', 'CU', 'CW', 'CY', 'CZ', 'CD', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GE', 'DE', 'GH', 'GI', 'GR', 'GL', 'GD', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'VA', 'HN', 'HK', 'HU', 'IS', 'IN', 'ID', 'IQ', 'IE', 'IR', 'IM', 'IL', 'IT', 'JM', 'JP', 'JE', 'JO', 'KZ', 'KE', 'KI', 'XK', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MO', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MS', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NC', 'NZ', 'NI', 'NE', 'NG', 'NU', 'NF', 'KP', 'MP', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'CN', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'QA', 'CG', 'GM', 'RE', 'RO', 'RU', 'RW', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SX', 'SK', 'SI', 'SB', 'SO', 'ZA', 'GS', 'KR', 'SS', 'ES', 'LK', 'PS', 'SD', 'SR', 'SJ', 'SE', 'CH', 'SY', 'TW', 'TJ', 'TH', 'MK', 'TL', 'TG', 'TK', 'TO', 'TT', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'UM', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'VG', 'VI', 'WF', 'EH', 'YE', 'ZM', 'ZW');
  CREATE TABLE "wines_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_wines_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "wines_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid,
  	"text_position" "enum_wines_stories_text_position" DEFAULT 'bottom',
  	"text_color" varchar DEFAULT '#f7f1e8',
  	"text_background_color" varchar DEFAULT '#1f1418'
  );
  
  CREATE TABLE "wines_stories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "wines_foods" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" uuid,
  	"text_position" "enum_wines_foods_text_position" DEFAULT 'bottom',
  	"background_text" varchar DEFAULT '#f7f1e8',
  	"text_color" varchar DEFAULT '#1f1418'
  );
  
  CREATE TABLE "wines_foods_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "wines_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" uuid
  );
  
  CREATE TABLE "wines_portfolio_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "wines" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"harvest" varchar,
  	"image_id" uuid,
  	"url" varchar,
  	"style" "enum_wines_style" DEFAULT 'red',
  	"order" numeric DEFAULT 0,
  	"caf_colour_image_id" uuid,
  	"caf_colour_text_position" "enum_wines_caf_colour_text_position" DEFAULT 'bottom',
  	"caf_colour_text_bg_color" varchar DEFAULT '#1f1418',
  	"caf_colour_text_color" varchar DEFAULT '#f7f1e8',
  	"caf_aroma_image_id" uuid,
  	"caf_aroma_text_position" "enum_wines_caf_aroma_text_position" DEFAULT 'bottom',
  	"caf_aroma_text_bg_color" varchar DEFAULT '#1f1418',
  	"caf_aroma_text_color" varchar DEFAULT '#f7f1e8',
  	"caf_flavour_image_id" uuid,
  	"caf_flavour_text_position" "enum_wines_caf_flavour_text_position" DEFAULT 'bottom',
  	"caf_flavour_text_bg_color" varchar DEFAULT '#1f1418',
  	"caf_flavour_text_color" varchar DEFAULT '#f7f1e8',
  	"taste_profile_fruit" numeric DEFAULT 3,
  	"taste_profile_body" numeric DEFAULT 3,
  	"taste_profile_tannin" numeric DEFAULT 3,
  	"taste_profile_acidity" numeric DEFAULT 3,
  	"taste_profile_sweetness" numeric DEFAULT 3,
  	"taste_profile_oak" numeric DEFAULT 3,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_wines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "wines_locales" (
  	"grape_variety" varchar,
  	"description" varchar,
  	"caf_colour_text" varchar,
  	"caf_aroma_text" varchar,
  	"caf_flavour_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__wines_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"text_position" "enum__wines_v_version_stories_text_position" DEFAULT 'bottom',
  	"text_color" varchar DEFAULT '#f7f1e8',
  	"text_background_color" varchar DEFAULT '#1f1418',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_wines_v_version_stories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_foods" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"text_position" "enum__wines_v_version_foods_text_position" DEFAULT 'bottom',
  	"background_text" varchar DEFAULT '#f7f1e8',
  	"text_color" varchar DEFAULT '#1f1418',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_wines_v_version_foods_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"image_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_wines_v_version_portfolio_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_wines_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_harvest" varchar,
  	"version_image_id" uuid,
  	"version_url" varchar,
  	"version_style" "enum__wines_v_version_style" DEFAULT 'red',
  	"version_order" numeric DEFAULT 0,
  	"version_caf_colour_image_id" uuid,
  	"version_caf_colour_text_position" "enum__wines_v_version_caf_colour_text_position" DEFAULT 'bottom',
  	"version_caf_colour_text_bg_color" varchar DEFAULT '#1f1418',
  	"version_caf_colour_text_color" varchar DEFAULT '#f7f1e8',
  	"version_caf_aroma_image_id" uuid,
  	"version_caf_aroma_text_position" "enum__wines_v_version_caf_aroma_text_position" DEFAULT 'bottom',
  	"version_caf_aroma_text_bg_color" varchar DEFAULT '#1f1418',
  	"version_caf_aroma_text_color" varchar DEFAULT '#f7f1e8',
  	"version_caf_flavour_image_id" uuid,
  	"version_caf_flavour_text_position" "enum__wines_v_version_caf_flavour_text_position" DEFAULT 'bottom',
  	"version_caf_flavour_text_bg_color" varchar DEFAULT '#1f1418',
  	"version_caf_flavour_text_color" varchar DEFAULT '#f7f1e8',
  	"version_taste_profile_fruit" numeric DEFAULT 3,
  	"version_taste_profile_body" numeric DEFAULT 3,
  	"version_taste_profile_tannin" numeric DEFAULT 3,
  	"version_taste_profile_acidity" numeric DEFAULT 3,
  	"version_taste_profile_sweetness" numeric DEFAULT 3,
  	"version_taste_profile_oak" numeric DEFAULT 3,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__wines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__wines_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_wines_v_locales" (
  	"version_grape_variety" varchar,
  	"version_description" varchar,
  	"version_caf_colour_text" varchar,
  	"version_caf_aroma_text" varchar,
  	"version_caf_flavour_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "discovers_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_discovers_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "discovers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"link" varchar,
  	"align_content" "enum_discovers_align_content" DEFAULT 'left',
  	"text_color" varchar DEFAULT '#ffffff',
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_discovers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "discovers_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_discovers_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__discovers_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_discovers_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_link" varchar,
  	"version_align_content" "enum__discovers_v_version_align_content" DEFAULT 'left',
  	"version_text_color" varchar DEFAULT '#ffffff',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__discovers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__discovers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_discovers_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "enjoys_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_enjoys_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "enjoys" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"link" varchar,
  	"align_content" "enum_enjoys_align_content" DEFAULT 'left',
  	"text_color" varchar DEFAULT '#1f1418',
  	"background_color" varchar DEFAULT '#f7f1e8',
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_enjoys_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "enjoys_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_enjoys_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__enjoys_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_enjoys_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_link" varchar,
  	"version_align_content" "enum__enjoys_v_version_align_content" DEFAULT 'left',
  	"version_text_color" varchar DEFAULT '#1f1418',
  	"version_background_color" varchar DEFAULT '#f7f1e8',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__enjoys_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__enjoys_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_enjoys_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "shops_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_shops_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "shops" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"text_color" varchar DEFAULT '#f7f1e8',
  	"background_color" varchar DEFAULT '#6d1a36',
  	"link_type" "enum_shops_link_type" DEFAULT 'other',
  	"link_path" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_shops_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "shops_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_shops_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__shops_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_shops_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_text_color" varchar DEFAULT '#f7f1e8',
  	"version_background_color" varchar DEFAULT '#6d1a36',
  	"version_link_type" "enum__shops_v_version_link_type" DEFAULT 'other',
  	"version_link_path" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__shops_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__shops_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_shops_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "vendors_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_vendors_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "vendors" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_vendors_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "vendors_locales" (
  	"shop_name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "vendors_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_vendors_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__vendors_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_vendors_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_link" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__vendors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__vendors_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_vendors_v_locales" (
  	"version_shop_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_vendors_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "promotions_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_promotions_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"link" varchar,
  	"newest" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "promotions_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "promotions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_promotions_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__promotions_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_link" varchar,
  	"version_newest" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__promotions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_promotions_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_promotions_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "local_promotions_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_local_promotions_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "local_promotions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_local_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "local_promotions_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "local_promotions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_local_promotions_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__local_promotions_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_local_promotions_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_link" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__local_promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__local_promotions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_local_promotions_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_local_promotions_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "clubs_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_clubs_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "clubs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_clubs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "clubs_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_clubs_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__clubs_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_clubs_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_link" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__clubs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__clubs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_clubs_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "popups_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_popups_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "popups_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__popups_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_popups_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__popups_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "other_popups_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_other_popups_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "other_popups" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"image_id" uuid,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_other_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "other_popups_locales" (
  	"title" varchar,
  	"iframe" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "other_popups_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_other_popups_v_version_countries" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__other_popups_v_version_countries",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_other_popups_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_image_id" uuid,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__other_popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__other_popups_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_other_popups_v_locales" (
  	"version_title" varchar,
  	"version_iframe" varchar,
  	"version_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_other_popups_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "media" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "members_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"surname" varchar NOT NULL,
  	"country" "enum_members_country" NOT NULL,
  	"birth_year" numeric,
  	"image_id" uuid,
  	"locale" "enum_members_locale" DEFAULT 'en',
  	"keep_me_update" boolean DEFAULT false,
  	"adult" boolean DEFAULT false,
  	"legal" boolean DEFAULT false,
  	"terms" boolean DEFAULT false,
  	"email_verified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "passports" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"member_id" uuid NOT NULL,
  	"wine_id" uuid NOT NULL,
  	"wine_rating" numeric,
  	"colour_rating" numeric,
  	"aroma_rating" numeric,
  	"flavour_rating" numeric,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracking_records" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"session" varchar,
  	"ip" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"locale" varchar,
  	"state" varchar,
  	"zip_code" varchar,
  	"country" varchar,
  	"locales" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"wines_id" uuid,
  	"discovers_id" uuid,
  	"enjoys_id" uuid,
  	"shops_id" uuid,
  	"vendors_id" uuid,
  	"promotions_id" uuid,
  	"local_promotions_id" uuid,
  	"clubs_id" uuid,
  	"popups_id" uuid,
  	"other_popups_id" uuid,
  	"media_id" uuid,
  	"members_id" uuid,
  	"users_id" uuid,
  	"passports_id" uuid,
  	"tracking_records_id" uuid
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"members_id" uuid,
  	"users_id" uuid
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_settings_social_key" NOT NULL,
  	"val" varchar NOT NULL
  );
  
  CREATE TABLE "settings_podcast" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar DEFAULT 'podcast' NOT NULL,
  	"val" varchar NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"winery_name" varchar DEFAULT 'Norte' NOT NULL,
  	"website" varchar,
  	"contact_email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_locales" (
  	"terms" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" "enum__settings_v_version_social_key" NOT NULL,
  	"val" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_podcast" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar DEFAULT 'podcast' NOT NULL,
  	"val" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_winery_name" varchar DEFAULT 'Norte' NOT NULL,
  	"version_website" varchar,
  	"version_contact_email" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_settings_v_locales" (
  	"version_terms" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "countries_list" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_countries_list",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "countries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "wines_countries" ADD CONSTRAINT "wines_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_stories" ADD CONSTRAINT "wines_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wines_stories" ADD CONSTRAINT "wines_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_stories_locales" ADD CONSTRAINT "wines_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_foods" ADD CONSTRAINT "wines_foods_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wines_foods" ADD CONSTRAINT "wines_foods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_foods_locales" ADD CONSTRAINT "wines_foods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines_foods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_portfolio" ADD CONSTRAINT "wines_portfolio_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wines_portfolio" ADD CONSTRAINT "wines_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_portfolio_locales" ADD CONSTRAINT "wines_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines" ADD CONSTRAINT "wines_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wines" ADD CONSTRAINT "wines_caf_colour_image_id_media_id_fk" FOREIGN KEY ("caf_colour_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wines" ADD CONSTRAINT "wines_caf_aroma_image_id_media_id_fk" FOREIGN KEY ("caf_aroma_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wines" ADD CONSTRAINT "wines_caf_flavour_image_id_media_id_fk" FOREIGN KEY ("caf_flavour_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wines_locales" ADD CONSTRAINT "wines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_countries" ADD CONSTRAINT "_wines_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_stories" ADD CONSTRAINT "_wines_v_version_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v_version_stories" ADD CONSTRAINT "_wines_v_version_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_stories_locales" ADD CONSTRAINT "_wines_v_version_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v_version_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_foods" ADD CONSTRAINT "_wines_v_version_foods_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v_version_foods" ADD CONSTRAINT "_wines_v_version_foods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_foods_locales" ADD CONSTRAINT "_wines_v_version_foods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v_version_foods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_portfolio" ADD CONSTRAINT "_wines_v_version_portfolio_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v_version_portfolio" ADD CONSTRAINT "_wines_v_version_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_portfolio_locales" ADD CONSTRAINT "_wines_v_version_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v_version_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v" ADD CONSTRAINT "_wines_v_parent_id_wines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v" ADD CONSTRAINT "_wines_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v" ADD CONSTRAINT "_wines_v_version_caf_colour_image_id_media_id_fk" FOREIGN KEY ("version_caf_colour_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v" ADD CONSTRAINT "_wines_v_version_caf_aroma_image_id_media_id_fk" FOREIGN KEY ("version_caf_aroma_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v" ADD CONSTRAINT "_wines_v_version_caf_flavour_image_id_media_id_fk" FOREIGN KEY ("version_caf_flavour_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v_locales" ADD CONSTRAINT "_wines_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discovers_countries" ADD CONSTRAINT "discovers_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discovers" ADD CONSTRAINT "discovers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discovers_locales" ADD CONSTRAINT "discovers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."discovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_discovers_v_version_countries" ADD CONSTRAINT "_discovers_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_discovers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_discovers_v" ADD CONSTRAINT "_discovers_v_parent_id_discovers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discovers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_discovers_v" ADD CONSTRAINT "_discovers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_discovers_v_locales" ADD CONSTRAINT "_discovers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_discovers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enjoys_countries" ADD CONSTRAINT "enjoys_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enjoys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enjoys" ADD CONSTRAINT "enjoys_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enjoys_locales" ADD CONSTRAINT "enjoys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enjoys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enjoys_v_version_countries" ADD CONSTRAINT "_enjoys_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_enjoys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enjoys_v" ADD CONSTRAINT "_enjoys_v_parent_id_enjoys_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enjoys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_enjoys_v" ADD CONSTRAINT "_enjoys_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_enjoys_v_locales" ADD CONSTRAINT "_enjoys_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_enjoys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shops_countries" ADD CONSTRAINT "shops_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shops" ADD CONSTRAINT "shops_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shops_locales" ADD CONSTRAINT "shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shops_v_version_countries" ADD CONSTRAINT "_shops_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_shops_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shops_v" ADD CONSTRAINT "_shops_v_parent_id_shops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shops_v" ADD CONSTRAINT "_shops_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shops_v_locales" ADD CONSTRAINT "_shops_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shops_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendors_countries" ADD CONSTRAINT "vendors_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendors" ADD CONSTRAINT "vendors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vendors_locales" ADD CONSTRAINT "vendors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendors_texts" ADD CONSTRAINT "vendors_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v_version_countries" ADD CONSTRAINT "_vendors_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vendors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v" ADD CONSTRAINT "_vendors_v_parent_id_vendors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vendors_v" ADD CONSTRAINT "_vendors_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vendors_v_locales" ADD CONSTRAINT "_vendors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vendors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v_texts" ADD CONSTRAINT "_vendors_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vendors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_countries" ADD CONSTRAINT "promotions_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_locales" ADD CONSTRAINT "promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_texts" ADD CONSTRAINT "promotions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_version_countries" ADD CONSTRAINT "_promotions_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_locales" ADD CONSTRAINT "_promotions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_texts" ADD CONSTRAINT "_promotions_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "local_promotions_countries" ADD CONSTRAINT "local_promotions_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."local_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "local_promotions" ADD CONSTRAINT "local_promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "local_promotions_locales" ADD CONSTRAINT "local_promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."local_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "local_promotions_texts" ADD CONSTRAINT "local_promotions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."local_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_local_promotions_v_version_countries" ADD CONSTRAINT "_local_promotions_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_local_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_local_promotions_v" ADD CONSTRAINT "_local_promotions_v_parent_id_local_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."local_promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_local_promotions_v" ADD CONSTRAINT "_local_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_local_promotions_v_locales" ADD CONSTRAINT "_local_promotions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_local_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_local_promotions_v_texts" ADD CONSTRAINT "_local_promotions_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_local_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs_countries" ADD CONSTRAINT "clubs_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs" ADD CONSTRAINT "clubs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clubs_locales" ADD CONSTRAINT "clubs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clubs_v_version_countries" ADD CONSTRAINT "_clubs_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clubs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clubs_v" ADD CONSTRAINT "_clubs_v_parent_id_clubs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clubs_v" ADD CONSTRAINT "_clubs_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clubs_v_locales" ADD CONSTRAINT "_clubs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_clubs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_countries" ADD CONSTRAINT "popups_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_countries" ADD CONSTRAINT "_popups_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v_locales" ADD CONSTRAINT "_popups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_popups_countries" ADD CONSTRAINT "other_popups_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_popups" ADD CONSTRAINT "other_popups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "other_popups_locales" ADD CONSTRAINT "other_popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."other_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_popups_texts" ADD CONSTRAINT "other_popups_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_popups_v_version_countries" ADD CONSTRAINT "_other_popups_v_version_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_popups_v" ADD CONSTRAINT "_other_popups_v_parent_id_other_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_popups_v" ADD CONSTRAINT "_other_popups_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_popups_v_locales" ADD CONSTRAINT "_other_popups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_other_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_popups_v_texts" ADD CONSTRAINT "_other_popups_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_sessions" ADD CONSTRAINT "members_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "passports" ADD CONSTRAINT "passports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passports" ADD CONSTRAINT "passports_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wines_fk" FOREIGN KEY ("wines_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discovers_fk" FOREIGN KEY ("discovers_id") REFERENCES "public"."discovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enjoys_fk" FOREIGN KEY ("enjoys_id") REFERENCES "public"."enjoys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shops_fk" FOREIGN KEY ("shops_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vendors_fk" FOREIGN KEY ("vendors_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_local_promotions_fk" FOREIGN KEY ("local_promotions_id") REFERENCES "public"."local_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clubs_fk" FOREIGN KEY ("clubs_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_other_popups_fk" FOREIGN KEY ("other_popups_id") REFERENCES "public"."other_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passports_fk" FOREIGN KEY ("passports_id") REFERENCES "public"."passports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracking_records_fk" FOREIGN KEY ("tracking_records_id") REFERENCES "public"."tracking_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_social" ADD CONSTRAINT "settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_podcast" ADD CONSTRAINT "settings_podcast_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_social" ADD CONSTRAINT "_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_podcast" ADD CONSTRAINT "_settings_v_version_podcast_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_locales" ADD CONSTRAINT "_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "countries_list" ADD CONSTRAINT "countries_list_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "wines_countries_order_idx" ON "wines_countries" USING btree ("order");
  CREATE INDEX "wines_countries_parent_idx" ON "wines_countries" USING btree ("parent_id");
  CREATE INDEX "wines_countries_value_idx" ON "wines_countries" USING btree ("value");
  CREATE INDEX "wines_stories_order_idx" ON "wines_stories" USING btree ("_order");
  CREATE INDEX "wines_stories_parent_id_idx" ON "wines_stories" USING btree ("_parent_id");
  CREATE INDEX "wines_stories_image_idx" ON "wines_stories" USING btree ("image_id");
  CREATE UNIQUE INDEX "wines_stories_locales_locale_parent_id_unique" ON "wines_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "wines_foods_order_idx" ON "wines_foods" USING btree ("_order");
  CREATE INDEX "wines_foods_parent_id_idx" ON "wines_foods" USING btree ("_parent_id");
  CREATE INDEX "wines_foods_image_idx" ON "wines_foods" USING btree ("image_id");
  CREATE UNIQUE INDEX "wines_foods_locales_locale_parent_id_unique" ON "wines_foods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "wines_portfolio_order_idx" ON "wines_portfolio" USING btree ("_order");
  CREATE INDEX "wines_portfolio_parent_id_idx" ON "wines_portfolio" USING btree ("_parent_id");
  CREATE INDEX "wines_portfolio_image_idx" ON "wines_portfolio" USING btree ("image_id");
  CREATE UNIQUE INDEX "wines_portfolio_locales_locale_parent_id_unique" ON "wines_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "wines_slug_idx" ON "wines" USING btree ("slug");
  CREATE INDEX "wines_image_idx" ON "wines" USING btree ("image_id");
  CREATE INDEX "wines_caf_colour_caf_colour_image_idx" ON "wines" USING btree ("caf_colour_image_id");
  CREATE INDEX "wines_caf_aroma_caf_aroma_image_idx" ON "wines" USING btree ("caf_aroma_image_id");
  CREATE INDEX "wines_caf_flavour_caf_flavour_image_idx" ON "wines" USING btree ("caf_flavour_image_id");
  CREATE INDEX "wines_updated_at_idx" ON "wines" USING btree ("updated_at");
  CREATE INDEX "wines_created_at_idx" ON "wines" USING btree ("created_at");
  CREATE INDEX "wines__status_idx" ON "wines" USING btree ("_status");
  CREATE UNIQUE INDEX "wines_locales_locale_parent_id_unique" ON "wines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_wines_v_version_countries_order_idx" ON "_wines_v_version_countries" USING btree ("order");
  CREATE INDEX "_wines_v_version_countries_parent_idx" ON "_wines_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_wines_v_version_countries_value_idx" ON "_wines_v_version_countries" USING btree ("value");
  CREATE INDEX "_wines_v_version_stories_order_idx" ON "_wines_v_version_stories" USING btree ("_order");
  CREATE INDEX "_wines_v_version_stories_parent_id_idx" ON "_wines_v_version_stories" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_version_stories_image_idx" ON "_wines_v_version_stories" USING btree ("image_id");
  CREATE UNIQUE INDEX "_wines_v_version_stories_locales_locale_parent_id_unique" ON "_wines_v_version_stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_wines_v_version_foods_order_idx" ON "_wines_v_version_foods" USING btree ("_order");
  CREATE INDEX "_wines_v_version_foods_parent_id_idx" ON "_wines_v_version_foods" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_version_foods_image_idx" ON "_wines_v_version_foods" USING btree ("image_id");
  CREATE UNIQUE INDEX "_wines_v_version_foods_locales_locale_parent_id_unique" ON "_wines_v_version_foods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_wines_v_version_portfolio_order_idx" ON "_wines_v_version_portfolio" USING btree ("_order");
  CREATE INDEX "_wines_v_version_portfolio_parent_id_idx" ON "_wines_v_version_portfolio" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_version_portfolio_image_idx" ON "_wines_v_version_portfolio" USING btree ("image_id");
  CREATE UNIQUE INDEX "_wines_v_version_portfolio_locales_locale_parent_id_unique" ON "_wines_v_version_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_wines_v_parent_idx" ON "_wines_v" USING btree ("parent_id");
  CREATE INDEX "_wines_v_version_version_slug_idx" ON "_wines_v" USING btree ("version_slug");
  CREATE INDEX "_wines_v_version_version_image_idx" ON "_wines_v" USING btree ("version_image_id");
  CREATE INDEX "_wines_v_version_caf_colour_version_caf_colour_image_idx" ON "_wines_v" USING btree ("version_caf_colour_image_id");
  CREATE INDEX "_wines_v_version_caf_aroma_version_caf_aroma_image_idx" ON "_wines_v" USING btree ("version_caf_aroma_image_id");
  CREATE INDEX "_wines_v_version_caf_flavour_version_caf_flavour_image_idx" ON "_wines_v" USING btree ("version_caf_flavour_image_id");
  CREATE INDEX "_wines_v_version_version_updated_at_idx" ON "_wines_v" USING btree ("version_updated_at");
  CREATE INDEX "_wines_v_version_version_created_at_idx" ON "_wines_v" USING btree ("version_created_at");
  CREATE INDEX "_wines_v_version_version__status_idx" ON "_wines_v" USING btree ("version__status");
  CREATE INDEX "_wines_v_created_at_idx" ON "_wines_v" USING btree ("created_at");
  CREATE INDEX "_wines_v_updated_at_idx" ON "_wines_v" USING btree ("updated_at");
  CREATE INDEX "_wines_v_snapshot_idx" ON "_wines_v" USING btree ("snapshot");
  CREATE INDEX "_wines_v_published_locale_idx" ON "_wines_v" USING btree ("published_locale");
  CREATE INDEX "_wines_v_latest_idx" ON "_wines_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_wines_v_locales_locale_parent_id_unique" ON "_wines_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "discovers_countries_order_idx" ON "discovers_countries" USING btree ("order");
  CREATE INDEX "discovers_countries_parent_idx" ON "discovers_countries" USING btree ("parent_id");
  CREATE INDEX "discovers_countries_value_idx" ON "discovers_countries" USING btree ("value");
  CREATE INDEX "discovers_image_idx" ON "discovers" USING btree ("image_id");
  CREATE INDEX "discovers_updated_at_idx" ON "discovers" USING btree ("updated_at");
  CREATE INDEX "discovers_created_at_idx" ON "discovers" USING btree ("created_at");
  CREATE INDEX "discovers__status_idx" ON "discovers" USING btree ("_status");
  CREATE UNIQUE INDEX "discovers_locales_locale_parent_id_unique" ON "discovers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_discovers_v_version_countries_order_idx" ON "_discovers_v_version_countries" USING btree ("order");
  CREATE INDEX "_discovers_v_version_countries_parent_idx" ON "_discovers_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_discovers_v_version_countries_value_idx" ON "_discovers_v_version_countries" USING btree ("value");
  CREATE INDEX "_discovers_v_parent_idx" ON "_discovers_v" USING btree ("parent_id");
  CREATE INDEX "_discovers_v_version_version_image_idx" ON "_discovers_v" USING btree ("version_image_id");
  CREATE INDEX "_discovers_v_version_version_updated_at_idx" ON "_discovers_v" USING btree ("version_updated_at");
  CREATE INDEX "_discovers_v_version_version_created_at_idx" ON "_discovers_v" USING btree ("version_created_at");
  CREATE INDEX "_discovers_v_version_version__status_idx" ON "_discovers_v" USING btree ("version__status");
  CREATE INDEX "_discovers_v_created_at_idx" ON "_discovers_v" USING btree ("created_at");
  CREATE INDEX "_discovers_v_updated_at_idx" ON "_discovers_v" USING btree ("updated_at");
  CREATE INDEX "_discovers_v_snapshot_idx" ON "_discovers_v" USING btree ("snapshot");
  CREATE INDEX "_discovers_v_published_locale_idx" ON "_discovers_v" USING btree ("published_locale");
  CREATE INDEX "_discovers_v_latest_idx" ON "_discovers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_discovers_v_locales_locale_parent_id_unique" ON "_discovers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "enjoys_countries_order_idx" ON "enjoys_countries" USING btree ("order");
  CREATE INDEX "enjoys_countries_parent_idx" ON "enjoys_countries" USING btree ("parent_id");
  CREATE INDEX "enjoys_countries_value_idx" ON "enjoys_countries" USING btree ("value");
  CREATE INDEX "enjoys_image_idx" ON "enjoys" USING btree ("image_id");
  CREATE INDEX "enjoys_updated_at_idx" ON "enjoys" USING btree ("updated_at");
  CREATE INDEX "enjoys_created_at_idx" ON "enjoys" USING btree ("created_at");
  CREATE INDEX "enjoys__status_idx" ON "enjoys" USING btree ("_status");
  CREATE UNIQUE INDEX "enjoys_locales_locale_parent_id_unique" ON "enjoys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_enjoys_v_version_countries_order_idx" ON "_enjoys_v_version_countries" USING btree ("order");
  CREATE INDEX "_enjoys_v_version_countries_parent_idx" ON "_enjoys_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_enjoys_v_version_countries_value_idx" ON "_enjoys_v_version_countries" USING btree ("value");
  CREATE INDEX "_enjoys_v_parent_idx" ON "_enjoys_v" USING btree ("parent_id");
  CREATE INDEX "_enjoys_v_version_version_image_idx" ON "_enjoys_v" USING btree ("version_image_id");
  CREATE INDEX "_enjoys_v_version_version_updated_at_idx" ON "_enjoys_v" USING btree ("version_updated_at");
  CREATE INDEX "_enjoys_v_version_version_created_at_idx" ON "_enjoys_v" USING btree ("version_created_at");
  CREATE INDEX "_enjoys_v_version_version__status_idx" ON "_enjoys_v" USING btree ("version__status");
  CREATE INDEX "_enjoys_v_created_at_idx" ON "_enjoys_v" USING btree ("created_at");
  CREATE INDEX "_enjoys_v_updated_at_idx" ON "_enjoys_v" USING btree ("updated_at");
  CREATE INDEX "_enjoys_v_snapshot_idx" ON "_enjoys_v" USING btree ("snapshot");
  CREATE INDEX "_enjoys_v_published_locale_idx" ON "_enjoys_v" USING btree ("published_locale");
  CREATE INDEX "_enjoys_v_latest_idx" ON "_enjoys_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_enjoys_v_locales_locale_parent_id_unique" ON "_enjoys_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "shops_countries_order_idx" ON "shops_countries" USING btree ("order");
  CREATE INDEX "shops_countries_parent_idx" ON "shops_countries" USING btree ("parent_id");
  CREATE INDEX "shops_countries_value_idx" ON "shops_countries" USING btree ("value");
  CREATE INDEX "shops_image_idx" ON "shops" USING btree ("image_id");
  CREATE INDEX "shops_updated_at_idx" ON "shops" USING btree ("updated_at");
  CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at");
  CREATE INDEX "shops__status_idx" ON "shops" USING btree ("_status");
  CREATE UNIQUE INDEX "shops_locales_locale_parent_id_unique" ON "shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_shops_v_version_countries_order_idx" ON "_shops_v_version_countries" USING btree ("order");
  CREATE INDEX "_shops_v_version_countries_parent_idx" ON "_shops_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_shops_v_version_countries_value_idx" ON "_shops_v_version_countries" USING btree ("value");
  CREATE INDEX "_shops_v_parent_idx" ON "_shops_v" USING btree ("parent_id");
  CREATE INDEX "_shops_v_version_version_image_idx" ON "_shops_v" USING btree ("version_image_id");
  CREATE INDEX "_shops_v_version_version_updated_at_idx" ON "_shops_v" USING btree ("version_updated_at");
  CREATE INDEX "_shops_v_version_version_created_at_idx" ON "_shops_v" USING btree ("version_created_at");
  CREATE INDEX "_shops_v_version_version__status_idx" ON "_shops_v" USING btree ("version__status");
  CREATE INDEX "_shops_v_created_at_idx" ON "_shops_v" USING btree ("created_at");
  CREATE INDEX "_shops_v_updated_at_idx" ON "_shops_v" USING btree ("updated_at");
  CREATE INDEX "_shops_v_snapshot_idx" ON "_shops_v" USING btree ("snapshot");
  CREATE INDEX "_shops_v_published_locale_idx" ON "_shops_v" USING btree ("published_locale");
  CREATE INDEX "_shops_v_latest_idx" ON "_shops_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_shops_v_locales_locale_parent_id_unique" ON "_shops_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vendors_countries_order_idx" ON "vendors_countries" USING btree ("order");
  CREATE INDEX "vendors_countries_parent_idx" ON "vendors_countries" USING btree ("parent_id");
  CREATE INDEX "vendors_countries_value_idx" ON "vendors_countries" USING btree ("value");
  CREATE INDEX "vendors_image_idx" ON "vendors" USING btree ("image_id");
  CREATE INDEX "vendors_updated_at_idx" ON "vendors" USING btree ("updated_at");
  CREATE INDEX "vendors_created_at_idx" ON "vendors" USING btree ("created_at");
  CREATE INDEX "vendors__status_idx" ON "vendors" USING btree ("_status");
  CREATE UNIQUE INDEX "vendors_locales_locale_parent_id_unique" ON "vendors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vendors_texts_order_parent" ON "vendors_texts" USING btree ("order","parent_id");
  CREATE INDEX "_vendors_v_version_countries_order_idx" ON "_vendors_v_version_countries" USING btree ("order");
  CREATE INDEX "_vendors_v_version_countries_parent_idx" ON "_vendors_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_vendors_v_version_countries_value_idx" ON "_vendors_v_version_countries" USING btree ("value");
  CREATE INDEX "_vendors_v_parent_idx" ON "_vendors_v" USING btree ("parent_id");
  CREATE INDEX "_vendors_v_version_version_image_idx" ON "_vendors_v" USING btree ("version_image_id");
  CREATE INDEX "_vendors_v_version_version_updated_at_idx" ON "_vendors_v" USING btree ("version_updated_at");
  CREATE INDEX "_vendors_v_version_version_created_at_idx" ON "_vendors_v" USING btree ("version_created_at");
  CREATE INDEX "_vendors_v_version_version__status_idx" ON "_vendors_v" USING btree ("version__status");
  CREATE INDEX "_vendors_v_created_at_idx" ON "_vendors_v" USING btree ("created_at");
  CREATE INDEX "_vendors_v_updated_at_idx" ON "_vendors_v" USING btree ("updated_at");
  CREATE INDEX "_vendors_v_snapshot_idx" ON "_vendors_v" USING btree ("snapshot");
  CREATE INDEX "_vendors_v_published_locale_idx" ON "_vendors_v" USING btree ("published_locale");
  CREATE INDEX "_vendors_v_latest_idx" ON "_vendors_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_vendors_v_locales_locale_parent_id_unique" ON "_vendors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vendors_v_texts_order_parent" ON "_vendors_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "promotions_countries_order_idx" ON "promotions_countries" USING btree ("order");
  CREATE INDEX "promotions_countries_parent_idx" ON "promotions_countries" USING btree ("parent_id");
  CREATE INDEX "promotions_countries_value_idx" ON "promotions_countries" USING btree ("value");
  CREATE INDEX "promotions_image_idx" ON "promotions" USING btree ("image_id");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE UNIQUE INDEX "promotions_locales_locale_parent_id_unique" ON "promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_texts_order_parent" ON "promotions_texts" USING btree ("order","parent_id");
  CREATE INDEX "_promotions_v_version_countries_order_idx" ON "_promotions_v_version_countries" USING btree ("order");
  CREATE INDEX "_promotions_v_version_countries_parent_idx" ON "_promotions_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_countries_value_idx" ON "_promotions_v_version_countries" USING btree ("value");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_image_idx" ON "_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_snapshot_idx" ON "_promotions_v" USING btree ("snapshot");
  CREATE INDEX "_promotions_v_published_locale_idx" ON "_promotions_v" USING btree ("published_locale");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_promotions_v_locales_locale_parent_id_unique" ON "_promotions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_texts_order_parent" ON "_promotions_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "local_promotions_countries_order_idx" ON "local_promotions_countries" USING btree ("order");
  CREATE INDEX "local_promotions_countries_parent_idx" ON "local_promotions_countries" USING btree ("parent_id");
  CREATE INDEX "local_promotions_countries_value_idx" ON "local_promotions_countries" USING btree ("value");
  CREATE INDEX "local_promotions_image_idx" ON "local_promotions" USING btree ("image_id");
  CREATE INDEX "local_promotions_updated_at_idx" ON "local_promotions" USING btree ("updated_at");
  CREATE INDEX "local_promotions_created_at_idx" ON "local_promotions" USING btree ("created_at");
  CREATE INDEX "local_promotions__status_idx" ON "local_promotions" USING btree ("_status");
  CREATE UNIQUE INDEX "local_promotions_locales_locale_parent_id_unique" ON "local_promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "local_promotions_texts_order_parent" ON "local_promotions_texts" USING btree ("order","parent_id");
  CREATE INDEX "_local_promotions_v_version_countries_order_idx" ON "_local_promotions_v_version_countries" USING btree ("order");
  CREATE INDEX "_local_promotions_v_version_countries_parent_idx" ON "_local_promotions_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_local_promotions_v_version_countries_value_idx" ON "_local_promotions_v_version_countries" USING btree ("value");
  CREATE INDEX "_local_promotions_v_parent_idx" ON "_local_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_local_promotions_v_version_version_image_idx" ON "_local_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_local_promotions_v_version_version_updated_at_idx" ON "_local_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_local_promotions_v_version_version_created_at_idx" ON "_local_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_local_promotions_v_version_version__status_idx" ON "_local_promotions_v" USING btree ("version__status");
  CREATE INDEX "_local_promotions_v_created_at_idx" ON "_local_promotions_v" USING btree ("created_at");
  CREATE INDEX "_local_promotions_v_updated_at_idx" ON "_local_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_local_promotions_v_snapshot_idx" ON "_local_promotions_v" USING btree ("snapshot");
  CREATE INDEX "_local_promotions_v_published_locale_idx" ON "_local_promotions_v" USING btree ("published_locale");
  CREATE INDEX "_local_promotions_v_latest_idx" ON "_local_promotions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_local_promotions_v_locales_locale_parent_id_unique" ON "_local_promotions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_local_promotions_v_texts_order_parent" ON "_local_promotions_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "clubs_countries_order_idx" ON "clubs_countries" USING btree ("order");
  CREATE INDEX "clubs_countries_parent_idx" ON "clubs_countries" USING btree ("parent_id");
  CREATE INDEX "clubs_countries_value_idx" ON "clubs_countries" USING btree ("value");
  CREATE INDEX "clubs_image_idx" ON "clubs" USING btree ("image_id");
  CREATE INDEX "clubs_updated_at_idx" ON "clubs" USING btree ("updated_at");
  CREATE INDEX "clubs_created_at_idx" ON "clubs" USING btree ("created_at");
  CREATE INDEX "clubs__status_idx" ON "clubs" USING btree ("_status");
  CREATE UNIQUE INDEX "clubs_locales_locale_parent_id_unique" ON "clubs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_clubs_v_version_countries_order_idx" ON "_clubs_v_version_countries" USING btree ("order");
  CREATE INDEX "_clubs_v_version_countries_parent_idx" ON "_clubs_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_clubs_v_version_countries_value_idx" ON "_clubs_v_version_countries" USING btree ("value");
  CREATE INDEX "_clubs_v_parent_idx" ON "_clubs_v" USING btree ("parent_id");
  CREATE INDEX "_clubs_v_version_version_image_idx" ON "_clubs_v" USING btree ("version_image_id");
  CREATE INDEX "_clubs_v_version_version_updated_at_idx" ON "_clubs_v" USING btree ("version_updated_at");
  CREATE INDEX "_clubs_v_version_version_created_at_idx" ON "_clubs_v" USING btree ("version_created_at");
  CREATE INDEX "_clubs_v_version_version__status_idx" ON "_clubs_v" USING btree ("version__status");
  CREATE INDEX "_clubs_v_created_at_idx" ON "_clubs_v" USING btree ("created_at");
  CREATE INDEX "_clubs_v_updated_at_idx" ON "_clubs_v" USING btree ("updated_at");
  CREATE INDEX "_clubs_v_snapshot_idx" ON "_clubs_v" USING btree ("snapshot");
  CREATE INDEX "_clubs_v_published_locale_idx" ON "_clubs_v" USING btree ("published_locale");
  CREATE INDEX "_clubs_v_latest_idx" ON "_clubs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_clubs_v_locales_locale_parent_id_unique" ON "_clubs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_countries_order_idx" ON "popups_countries" USING btree ("order");
  CREATE INDEX "popups_countries_parent_idx" ON "popups_countries" USING btree ("parent_id");
  CREATE INDEX "popups_countries_value_idx" ON "popups_countries" USING btree ("value");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  CREATE UNIQUE INDEX "popups_locales_locale_parent_id_unique" ON "popups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_popups_v_version_countries_order_idx" ON "_popups_v_version_countries" USING btree ("order");
  CREATE INDEX "_popups_v_version_countries_parent_idx" ON "_popups_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_countries_value_idx" ON "_popups_v_version_countries" USING btree ("value");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_snapshot_idx" ON "_popups_v" USING btree ("snapshot");
  CREATE INDEX "_popups_v_published_locale_idx" ON "_popups_v" USING btree ("published_locale");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_popups_v_locales_locale_parent_id_unique" ON "_popups_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "other_popups_countries_order_idx" ON "other_popups_countries" USING btree ("order");
  CREATE INDEX "other_popups_countries_parent_idx" ON "other_popups_countries" USING btree ("parent_id");
  CREATE INDEX "other_popups_countries_value_idx" ON "other_popups_countries" USING btree ("value");
  CREATE INDEX "other_popups_image_idx" ON "other_popups" USING btree ("image_id");
  CREATE INDEX "other_popups_updated_at_idx" ON "other_popups" USING btree ("updated_at");
  CREATE INDEX "other_popups_created_at_idx" ON "other_popups" USING btree ("created_at");
  CREATE INDEX "other_popups__status_idx" ON "other_popups" USING btree ("_status");
  CREATE UNIQUE INDEX "other_popups_locales_locale_parent_id_unique" ON "other_popups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "other_popups_texts_order_parent" ON "other_popups_texts" USING btree ("order","parent_id");
  CREATE INDEX "_other_popups_v_version_countries_order_idx" ON "_other_popups_v_version_countries" USING btree ("order");
  CREATE INDEX "_other_popups_v_version_countries_parent_idx" ON "_other_popups_v_version_countries" USING btree ("parent_id");
  CREATE INDEX "_other_popups_v_version_countries_value_idx" ON "_other_popups_v_version_countries" USING btree ("value");
  CREATE INDEX "_other_popups_v_parent_idx" ON "_other_popups_v" USING btree ("parent_id");
  CREATE INDEX "_other_popups_v_version_version_image_idx" ON "_other_popups_v" USING btree ("version_image_id");
  CREATE INDEX "_other_popups_v_version_version_updated_at_idx" ON "_other_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_other_popups_v_version_version_created_at_idx" ON "_other_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_other_popups_v_version_version__status_idx" ON "_other_popups_v" USING btree ("version__status");
  CREATE INDEX "_other_popups_v_created_at_idx" ON "_other_popups_v" USING btree ("created_at");
  CREATE INDEX "_other_popups_v_updated_at_idx" ON "_other_popups_v" USING btree ("updated_at");
  CREATE INDEX "_other_popups_v_snapshot_idx" ON "_other_popups_v" USING btree ("snapshot");
  CREATE INDEX "_other_popups_v_published_locale_idx" ON "_other_popups_v" USING btree ("published_locale");
  CREATE INDEX "_other_popups_v_latest_idx" ON "_other_popups_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_other_popups_v_locales_locale_parent_id_unique" ON "_other_popups_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_other_popups_v_texts_order_parent" ON "_other_popups_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "members_sessions_order_idx" ON "members_sessions" USING btree ("_order");
  CREATE INDEX "members_sessions_parent_id_idx" ON "members_sessions" USING btree ("_parent_id");
  CREATE INDEX "members_image_idx" ON "members" USING btree ("image_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "passports_member_idx" ON "passports" USING btree ("member_id");
  CREATE INDEX "passports_wine_idx" ON "passports" USING btree ("wine_id");
  CREATE INDEX "passports_updated_at_idx" ON "passports" USING btree ("updated_at");
  CREATE INDEX "passports_created_at_idx" ON "passports" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_wine_idx" ON "passports" USING btree ("member_id","wine_id");
  CREATE INDEX "tracking_records_session_idx" ON "tracking_records" USING btree ("session");
  CREATE INDEX "tracking_records_updated_at_idx" ON "tracking_records" USING btree ("updated_at");
  CREATE INDEX "tracking_records_created_at_idx" ON "tracking_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_wines_id_idx" ON "payload_locked_documents_rels" USING btree ("wines_id");
  CREATE INDEX "payload_locked_documents_rels_discovers_id_idx" ON "payload_locked_documents_rels" USING btree ("discovers_id");
  CREATE INDEX "payload_locked_documents_rels_enjoys_id_idx" ON "payload_locked_documents_rels" USING btree ("enjoys_id");
  CREATE INDEX "payload_locked_documents_rels_shops_id_idx" ON "payload_locked_documents_rels" USING btree ("shops_id");
  CREATE INDEX "payload_locked_documents_rels_vendors_id_idx" ON "payload_locked_documents_rels" USING btree ("vendors_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_local_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("local_promotions_id");
  CREATE INDEX "payload_locked_documents_rels_clubs_id_idx" ON "payload_locked_documents_rels" USING btree ("clubs_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_other_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("other_popups_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_passports_id_idx" ON "payload_locked_documents_rels" USING btree ("passports_id");
  CREATE INDEX "payload_locked_documents_rels_tracking_records_id_idx" ON "payload_locked_documents_rels" USING btree ("tracking_records_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "settings_social_order_idx" ON "settings_social" USING btree ("_order");
  CREATE INDEX "settings_social_parent_id_idx" ON "settings_social" USING btree ("_parent_id");
  CREATE INDEX "settings_podcast_order_idx" ON "settings_podcast" USING btree ("_order");
  CREATE INDEX "settings_podcast_parent_id_idx" ON "settings_podcast" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_social_order_idx" ON "_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_settings_v_version_social_parent_id_idx" ON "_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_version_podcast_order_idx" ON "_settings_v_version_podcast" USING btree ("_order");
  CREATE INDEX "_settings_v_version_podcast_parent_id_idx" ON "_settings_v_version_podcast" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_created_at_idx" ON "_settings_v" USING btree ("created_at");
  CREATE INDEX "_settings_v_updated_at_idx" ON "_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_settings_v_locales_locale_parent_id_unique" ON "_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "countries_list_order_idx" ON "countries_list" USING btree ("order");
  CREATE INDEX "countries_list_parent_idx" ON "countries_list" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "wines_countries" CASCADE;
  DROP TABLE "wines_stories" CASCADE;
  DROP TABLE "wines_stories_locales" CASCADE;
  DROP TABLE "wines_foods" CASCADE;
  DROP TABLE "wines_foods_locales" CASCADE;
  DROP TABLE "wines_portfolio" CASCADE;
  DROP TABLE "wines_portfolio_locales" CASCADE;
  DROP TABLE "wines" CASCADE;
  DROP TABLE "wines_locales" CASCADE;
  DROP TABLE "_wines_v_version_countries" CASCADE;
  DROP TABLE "_wines_v_version_stories" CASCADE;
  DROP TABLE "_wines_v_version_stories_locales" CASCADE;
  DROP TABLE "_wines_v_version_foods" CASCADE;
  DROP TABLE "_wines_v_version_foods_locales" CASCADE;
  DROP TABLE "_wines_v_version_portfolio" CASCADE;
  DROP TABLE "_wines_v_version_portfolio_locales" CASCADE;
  DROP TABLE "_wines_v" CASCADE;
  DROP TABLE "_wines_v_locales" CASCADE;
  DROP TABLE "discovers_countries" CASCADE;
  DROP TABLE "discovers" CASCADE;
  DROP TABLE "discovers_locales" CASCADE;
  DROP TABLE "_discovers_v_version_countries" CASCADE;
  DROP TABLE "_discovers_v" CASCADE;
  DROP TABLE "_discovers_v_locales" CASCADE;
  DROP TABLE "enjoys_countries" CASCADE;
  DROP TABLE "enjoys" CASCADE;
  DROP TABLE "enjoys_locales" CASCADE;
  DROP TABLE "_enjoys_v_version_countries" CASCADE;
  DROP TABLE "_enjoys_v" CASCADE;
  DROP TABLE "_enjoys_v_locales" CASCADE;
  DROP TABLE "shops_countries" CASCADE;
  DROP TABLE "shops" CASCADE;
  DROP TABLE "shops_locales" CASCADE;
  DROP TABLE "_shops_v_version_countries" CASCADE;
  DROP TABLE "_shops_v" CASCADE;
  DROP TABLE "_shops_v_locales" CASCADE;
  DROP TABLE "vendors_countries" CASCADE;
  DROP TABLE "vendors" CASCADE;
  DROP TABLE "vendors_locales" CASCADE;
  DROP TABLE "vendors_texts" CASCADE;
  DROP TABLE "_vendors_v_version_countries" CASCADE;
  DROP TABLE "_vendors_v" CASCADE;
  DROP TABLE "_vendors_v_locales" CASCADE;
  DROP TABLE "_vendors_v_texts" CASCADE;
  DROP TABLE "promotions_countries" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "promotions_locales" CASCADE;
  DROP TABLE "promotions_texts" CASCADE;
  DROP TABLE "_promotions_v_version_countries" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "_promotions_v_locales" CASCADE;
  DROP TABLE "_promotions_v_texts" CASCADE;
  DROP TABLE "local_promotions_countries" CASCADE;
  DROP TABLE "local_promotions" CASCADE;
  DROP TABLE "local_promotions_locales" CASCADE;
  DROP TABLE "local_promotions_texts" CASCADE;
  DROP TABLE "_local_promotions_v_version_countries" CASCADE;
  DROP TABLE "_local_promotions_v" CASCADE;
  DROP TABLE "_local_promotions_v_locales" CASCADE;
  DROP TABLE "_local_promotions_v_texts" CASCADE;
  DROP TABLE "clubs_countries" CASCADE;
  DROP TABLE "clubs" CASCADE;
  DROP TABLE "clubs_locales" CASCADE;
  DROP TABLE "_clubs_v_version_countries" CASCADE;
  DROP TABLE "_clubs_v" CASCADE;
  DROP TABLE "_clubs_v_locales" CASCADE;
  DROP TABLE "popups_countries" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_locales" CASCADE;
  DROP TABLE "_popups_v_version_countries" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_popups_v_locales" CASCADE;
  DROP TABLE "other_popups_countries" CASCADE;
  DROP TABLE "other_popups" CASCADE;
  DROP TABLE "other_popups_locales" CASCADE;
  DROP TABLE "other_popups_texts" CASCADE;
  DROP TABLE "_other_popups_v_version_countries" CASCADE;
  DROP TABLE "_other_popups_v" CASCADE;
  DROP TABLE "_other_popups_v_locales" CASCADE;
  DROP TABLE "_other_popups_v_texts" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "members_sessions" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "passports" CASCADE;
  DROP TABLE "tracking_records" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "settings_social" CASCADE;
  DROP TABLE "settings_podcast" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TABLE "_settings_v_version_social" CASCADE;
  DROP TABLE "_settings_v_version_podcast" CASCADE;
  DROP TABLE "_settings_v" CASCADE;
  DROP TABLE "_settings_v_locales" CASCADE;
  DROP TABLE "countries_list" CASCADE;
  DROP TABLE "countries" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_wines_countries";
  DROP TYPE "public"."enum_wines_stories_text_position";
  DROP TYPE "public"."enum_wines_foods_text_position";
  DROP TYPE "public"."enum_wines_style";
  DROP TYPE "public"."enum_wines_caf_colour_text_position";
  DROP TYPE "public"."enum_wines_caf_aroma_text_position";
  DROP TYPE "public"."enum_wines_caf_flavour_text_position";
  DROP TYPE "public"."enum_wines_status";
  DROP TYPE "public"."enum__wines_v_version_countries";
  DROP TYPE "public"."enum__wines_v_version_stories_text_position";
  DROP TYPE "public"."enum__wines_v_version_foods_text_position";
  DROP TYPE "public"."enum__wines_v_version_style";
  DROP TYPE "public"."enum__wines_v_version_caf_colour_text_position";
  DROP TYPE "public"."enum__wines_v_version_caf_aroma_text_position";
  DROP TYPE "public"."enum__wines_v_version_caf_flavour_text_position";
  DROP TYPE "public"."enum__wines_v_version_status";
  DROP TYPE "public"."enum__wines_v_published_locale";
  DROP TYPE "public"."enum_discovers_countries";
  DROP TYPE "public"."enum_discovers_align_content";
  DROP TYPE "public"."enum_discovers_status";
  DROP TYPE "public"."enum__discovers_v_version_countries";
  DROP TYPE "public"."enum__discovers_v_version_align_content";
  DROP TYPE "public"."enum__discovers_v_version_status";
  DROP TYPE "public"."enum__discovers_v_published_locale";
  DROP TYPE "public"."enum_enjoys_countries";
  DROP TYPE "public"."enum_enjoys_align_content";
  DROP TYPE "public"."enum_enjoys_status";
  DROP TYPE "public"."enum__enjoys_v_version_countries";
  DROP TYPE "public"."enum__enjoys_v_version_align_content";
  DROP TYPE "public"."enum__enjoys_v_version_status";
  DROP TYPE "public"."enum__enjoys_v_published_locale";
  DROP TYPE "public"."enum_shops_countries";
  DROP TYPE "public"."enum_shops_link_type";
  DROP TYPE "public"."enum_shops_status";
  DROP TYPE "public"."enum__shops_v_version_countries";
  DROP TYPE "public"."enum__shops_v_version_link_type";
  DROP TYPE "public"."enum__shops_v_version_status";
  DROP TYPE "public"."enum__shops_v_published_locale";
  DROP TYPE "public"."enum_vendors_countries";
  DROP TYPE "public"."enum_vendors_status";
  DROP TYPE "public"."enum__vendors_v_version_countries";
  DROP TYPE "public"."enum__vendors_v_version_status";
  DROP TYPE "public"."enum__vendors_v_published_locale";
  DROP TYPE "public"."enum_promotions_countries";
  DROP TYPE "public"."enum_promotions_status";
  DROP TYPE "public"."enum__promotions_v_version_countries";
  DROP TYPE "public"."enum__promotions_v_version_status";
  DROP TYPE "public"."enum__promotions_v_published_locale";
  DROP TYPE "public"."enum_local_promotions_countries";
  DROP TYPE "public"."enum_local_promotions_status";
  DROP TYPE "public"."enum__local_promotions_v_version_countries";
  DROP TYPE "public"."enum__local_promotions_v_version_status";
  DROP TYPE "public"."enum__local_promotions_v_published_locale";
  DROP TYPE "public"."enum_clubs_countries";
  DROP TYPE "public"."enum_clubs_status";
  DROP TYPE "public"."enum__clubs_v_version_countries";
  DROP TYPE "public"."enum__clubs_v_version_status";
  DROP TYPE "public"."enum__clubs_v_published_locale";
  DROP TYPE "public"."enum_popups_countries";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_countries";
  DROP TYPE "public"."enum__popups_v_version_status";
  DROP TYPE "public"."enum__popups_v_published_locale";
  DROP TYPE "public"."enum_other_popups_countries";
  DROP TYPE "public"."enum_other_popups_status";
  DROP TYPE "public"."enum__other_popups_v_version_countries";
  DROP TYPE "public"."enum__other_popups_v_version_status";
  DROP TYPE "public"."enum__other_popups_v_published_locale";
  DROP TYPE "public"."enum_members_country";
  DROP TYPE "public"."enum_members_locale";
  DROP TYPE "public"."enum_settings_social_key";
  DROP TYPE "public"."enum__settings_v_version_social_key";
  DROP TYPE "public"."enum_countries_list";`)
}
