/**
 * The year bench/insights.ts measures: where visitors come from and the languages they ask for, and the
 * set-based SQL that writes 1,000,000 tracking records, 20,000 members, 100,000 ratings and the QR scans
 * of every day and wine into the scratch database.
 */
import type pg from 'pg'

export const RECORDS = 1_000_000
export const MEMBERS = 20_000
export const RATINGS = 100_000
const DAYS = 365

/** Where visitors come from, how often, the language they use the app in, and their browser's languages. */
export const MARKETS: [country: string, weight: number, locale: string, asks: string][] = [
  ['US', 24, 'en', 'en-US,en;q=0.9'],
  ['PT', 12, 'pt', 'pt-PT,pt;q=0.9,en;q=0.8'],
  ['GB', 9, 'en', 'en-GB,en;q=0.9'],
  ['DE', 8, 'de', 'de-DE,de;q=0.9,en;q=0.8'],
  ['BR', 6, 'pt', 'pt-BR,pt;q=0.9'],
  ['FR', 5, 'fr', 'fr-FR,fr;q=0.9,en;q=0.8'],
  ['JP', 5, 'ja', 'ja,en-US;q=0.9'],
  ['ES', 4, 'es', 'es-ES,es;q=0.9'],
  ['NL', 3, 'nl', 'nl-NL,nl;q=0.9,en;q=0.8'],
  ['CA', 3, 'en', 'en-CA,fr-CA;q=0.9'],
  ['AU', 2, 'en', 'en-AU,en;q=0.9'],
  ['DK', 2, 'da', 'da-DK,da;q=0.9,en;q=0.8'],
  ['KR', 2, 'ko', 'ko-KR,ko;q=0.9'],
  ['CN', 2, 'zh', 'zh-CN,zh;q=0.9'],
  ['TW', 1, 'zh-Hant', 'zh-TW,zh;q=0.9'],
  ['MX', 1.5, 'es', 'es-MX,es;q=0.9'],
  ['CH', 1.5, 'de', 'de-CH,fr-CH;q=0.9,it;q=0.8'],
  ['BE', 1, 'fr', 'fr-BE,nl-BE;q=0.9'],
  // Languages the site does not offer: the view lists them.
  ['IT', 3, 'en', 'it-IT,it;q=0.9,en;q=0.8'],
  ['SE', 1.5, 'en', 'sv-SE,sv;q=0.9,en;q=0.8'],
  ['PL', 1, 'en', 'pl-PL,pl;q=0.9,en;q=0.8'],
  ['TR', 0.5, 'en', 'tr-TR,tr;q=0.9'],
  ['GR', 0.5, 'en', 'el-GR,el;q=0.9,en;q=0.8'],
  // No country: the visitor refused the location and the address was not found.
  ['', 2, 'en', 'en-US,en;q=0.9'],
]

/** The year of visits, members, ratings and scans, in a few set-based statements on one connection. */
export async function generate(db: pg.PoolClient, locales: readonly string[]) {
  await db.query(
    `create temp table bench_markets as
     select country, locale, asks,
            (sum(weight) over (order by ord) - weight) / sum(weight) over () as lo,
            sum(weight) over (order by ord) / sum(weight) over () as hi
       from unnest($1::text[], $2::float8[], $3::text[], $4::text[])
            with ordinality as m(country, weight, locale, asks, ord)`,
    [0, 1, 2, 3].map((c) => MARKETS.map((m) => m[c])),
  )
  // Each UTC day's share of the visits: growing towards today, busier weekends, a December peak, noise;
  // today's in proportion to the hours gone. Cumulative rounding makes the total exactly RECORDS.
  await db.query(
    `create temp table bench_days as
     with d as (
       select day, least(interval '1 day', now() - day) as span,
              (0.6 + 0.4 * (${DAYS - 1} - ago) / ${DAYS - 1}.0)
              * case when extract(isodow from day at time zone 'UTC') in (6, 7) then 1.4 else 1 end
              * (1 + 0.25 * cos(2 * pi() * (extract(doy from day at time zone 'UTC') - 355) / 365.0))
              * (0.8 + 0.4 * random())
              * least(1, extract(epoch from now() - day) / 86400) as w
         from generate_series(0, ${DAYS - 1}) as ago,
              lateral (select (date_trunc('day', now() at time zone 'UTC') - ago * interval '1 day')
                              at time zone 'UTC' as day) x
     ), c as (select day, span, sum(w) over (order by day) / sum(w) over () as upto from d)
     select day, span,
            (round(upto * ${RECORDS}) - round(coalesce(lag(upto) over (order by day), 0) * ${RECORDS}))::int as n
       from c`,
  )
  await db.query(
    `insert into tracking_records (session, country, locale, locales, returning_visitor, ip, created_at, updated_at)
     select 'sess-' || substr(md5(r.i::text || r.l::text), 1, 9), nullif(m.country, ''),
            case when r.l < 0.8 then m.locale when r.l < 0.92 then 'en'
                 else ($1::text[])[1 + floor((r.l - 0.92) / 0.08 * cardinality($1::text[]))::int] end,
            case when r.a < 0.03 then null else m.asks end,
            r.ret < 0.35, '203.0.113.0', r.t, r.t
       from (select i, random() as pick, random() as l, random() as a, random() as ret, day + random() * span as t
               from bench_days, generate_series(1, n) as i) r
       join bench_markets m on r.pick >= m.lo and r.pick < m.hi`,
    [locales],
  )
  // Members across the markets' countries, more of them recently.
  await db.query(
    `insert into members (name, surname, email, country, created_at, updated_at)
     select (array['Ana','João','Maria','Tom','Emma','Lukas','Yuki','Léa','Pedro','Sofia','Oliver','Hana'])[1 + (i % 12)],
            (array['Silva','Costa','Smith','Müller','Sato','Martin','García','Brown','Santos','Ferreira'])[1 + (i % 10)],
            'bench-' || i || '@members.example', coalesce(nullif(m.country, ''), 'US')::enum_members_country, r.t, r.t
       from (select i, random() as pick, now() - ${DAYS} * interval '1 day' * (1 - sqrt(random())) as t
               from generate_series(1, ${MEMBERS}) as i) r
       join bench_markets m on r.pick >= m.lo and r.pick < m.hi`,
  )
  // Ratings: RATINGS distinct (member, wine) pairs; each wine its own reception; some entries only a note.
  const pairs = await db.query(
    `insert into passports (member_id, wine_id, wine_rating, colour_rating, aroma_rating, flavour_rating, comment,
                            created_at, updated_at)
     select member_id, wine_id,
            case when n1 < 0.08 then null else greatest(1, least(5, round(liking + (n2 - 0.5) * 2.2))) end,
            case when n1 < 0.15 then null else greatest(1, least(5, round(liking + 0.2 + (n3 - 0.5) * 2.2))) end,
            case when n1 < 0.15 then null else greatest(1, least(5, round(liking + (n4 - 0.5) * 2.2))) end,
            case when n1 < 0.15 then null else greatest(1, least(5, round(liking - 0.1 + (n5 - 0.5) * 2.2))) end,
            case when n1 < 0.08 then 'Lovely with grilled fish.' end,
            added, case when n6 < 0.3 then added + (now() - added) * n7 else added end
       from (select m.id as member_id, w.id as wine_id, 3.2 + ((w.k * 7) % 5) * 0.35 as liking,
                    m.created_at + (now() - m.created_at) * random() as added, random() as n1, random() as n2,
                    random() as n3, random() as n4, random() as n5, random() as n6, random() as n7
               from members m
              cross join (select id, row_number() over (order by "order", name) as k from wines
                           where _status = 'published') w
              where m.email like 'bench-%'
              order by random() limit ${RATINGS}) x`,
  )
  const scans = await db.query(
    `insert into insights_scans (day, wine_slug, kind, scans)
     select (now() at time zone 'UTC')::date - ago, w.slug, k.kind,
            floor(random() * case k.kind when 'label' then 12 else 6 end * (1 + (w.k % 3) * 0.5))::int
       from generate_series(0, ${DAYS - 1}) as ago
      cross join (select slug, row_number() over (order by "order", name) as k from wines
                   where _status = 'published' and slug is not null) w
      cross join (values ('hub'), ('label')) as k(kind)`,
  )
  await db.query('analyze')
  return { ratings: pairs.rowCount ?? 0, scanRows: scans.rowCount ?? 0 }
}

/** The naive way to the same figures: visits and the languages asked for, counted from the raw rows. */
export function naiveFigures(pool: pg.Pool, from: string, to: string, offered: string[]) {
  const inPeriod =
    "created_at >= $1::timestamp at time zone 'UTC' and created_at < ($2::date + 1)::timestamp at time zone 'UTC'"
  return Promise.all([
    pool.query(
      `select (created_at at time zone 'UTC')::date, country, locale, returning_visitor, count(*)
         from tracking_records where ${inPeriod} group by 1, 2, 3, 4`,
      [from, to],
    ),
    pool.query(
      `select day, country, language, count(*) from (
         select distinct t.id, (t.created_at at time zone 'UTC')::date as day, coalesce(upper(t.country), '') as country,
                split_part(lower(trim(split_part(tag, ';', 1))), '-', 1) as language
           from tracking_records t, regexp_split_to_table(coalesce(t.locales, ''), ',') as tag
          where t.${inPeriod}) asked
        where language ~ '^[a-z]{2,3}$' and not (language = any($3::text[]))
        group by 1, 2, 3`,
      [from, to, offered.map((l) => l.split('-')[0].toLowerCase())],
    ),
  ])
}
