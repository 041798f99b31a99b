import { PublishStatus as PublishStatus_d806f4f281f89a80e79e2712dc567ddf } from '../../../../cms/components/PublishStatus'
import { TranslationStatus as TranslationStatus_e32321d6975757e12026ec920833b162 } from '../../../../cms/components/translations/TranslationStatus'
import { NoCountryWarning as NoCountryWarning_bfcb30926b9ec80cede9ddbf657e08cc } from '../../../../cms/components/NoCountryWarning'
import { QrCodes as QrCodes_1c740a3d63f53d5c90e2e5f801569f92 } from '../../../../cms/components/QrCodes'
import { ColorField as ColorField_dcf6c002eceee33acf0bde35291e82c5 } from '../../../../cms/components/ColorField'
import { IngredientRow as IngredientRow_daf758ace8c9b60c8b979cdbb193b90a } from '../../../../cms/components/IngredientRow'
import { EnergySuggestion as EnergySuggestion_cb9c4fcf6b4e39a8f1c25d97d95b47b8 } from '../../../../cms/components/EnergySuggestion'
import { ExportSelection as ExportSelection_707db44a873f84a9bfc42ea9f1671876 } from '../../../../cms/components/translations/ExportSelection'
import { LivePreviewFit as LivePreviewFit_cfe382390e55b805f1d39035f7850220 } from '../../../../cms/components/LivePreviewFit'
import { ScheduleDefault as ScheduleDefault_4366c98b71e50b73b88d5b42ef909deb } from '../../../../cms/components/ScheduleDefault'
import { BlankDraftTitle as BlankDraftTitle_3c793f95468205ae533d3bd1084b9535 } from '../../../../cms/components/BlankDraftTitle'
import { HistoryView as HistoryView_a38be7365ee3ffffd483ef417462ae8b } from '../../../../cms/components/history/HistoryView'
import { ListCell as ListCell_8f850802ed15ea4e18b0e0514413899d } from '../../../../cms/components/ListCell'
import { YesNoCell as YesNoCell_b299121b4c8621582c4301cb8c332c57 } from '../../../../cms/components/ValueCells'
import { UploadRules as UploadRules_1616886dd4dc2709c6e858467ce3d13e } from '../../../../cms/components/UploadRules'
import { FileSizeCell as FileSizeCell_b299121b4c8621582c4301cb8c332c57 } from '../../../../cms/components/ValueCells'
import { BrandIcon as BrandIcon_bc64442ee066953691f85c8dc29a6959 } from '../../../../cms/components/Brand'
import { BrandLogo as BrandLogo_bc64442ee066953691f85c8dc29a6959 } from '../../../../cms/components/Brand'
import { InsightsNavLink as InsightsNavLink_670822182f417e9f4ef9444914d62795 } from '../../../../cms/components/insights/InsightsNavLink'
import { TranslationsNavLink as TranslationsNavLink_670822182f417e9f4ef9444914d62795 } from '../../../../cms/components/insights/InsightsNavLink'
import { RecentPublishes as RecentPublishes_3726a6f820c4e04c17534f45e6e89c2e } from '../../../../cms/components/RecentPublishes'
import { RecentChanges as RecentChanges_0a632dc02312a70f94aca4b60fd41f3e } from '../../../../cms/components/RecentChanges'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { InsightsView as InsightsView_29ecc88d4e003190b0667ed375255cff } from '../../../../cms/components/insights/InsightsView'
import { TranslationsView as TranslationsView_689b62076ef431e5a365ee2cc8b06412 } from '../../../../cms/components/translations/TranslationsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/PublishStatus#PublishStatus": PublishStatus_d806f4f281f89a80e79e2712dc567ddf,
  "/cms/components/translations/TranslationStatus#TranslationStatus": TranslationStatus_e32321d6975757e12026ec920833b162,
  "/cms/components/NoCountryWarning#NoCountryWarning": NoCountryWarning_bfcb30926b9ec80cede9ddbf657e08cc,
  "/cms/components/QrCodes#QrCodes": QrCodes_1c740a3d63f53d5c90e2e5f801569f92,
  "/cms/components/ColorField#ColorField": ColorField_dcf6c002eceee33acf0bde35291e82c5,
  "/cms/components/IngredientRow#IngredientRow": IngredientRow_daf758ace8c9b60c8b979cdbb193b90a,
  "/cms/components/EnergySuggestion#EnergySuggestion": EnergySuggestion_cb9c4fcf6b4e39a8f1c25d97d95b47b8,
  "/cms/components/translations/ExportSelection#ExportSelection": ExportSelection_707db44a873f84a9bfc42ea9f1671876,
  "/cms/components/LivePreviewFit#LivePreviewFit": LivePreviewFit_cfe382390e55b805f1d39035f7850220,
  "/cms/components/ScheduleDefault#ScheduleDefault": ScheduleDefault_4366c98b71e50b73b88d5b42ef909deb,
  "/cms/components/BlankDraftTitle#BlankDraftTitle": BlankDraftTitle_3c793f95468205ae533d3bd1084b9535,
  "/cms/components/history/HistoryView#HistoryView": HistoryView_a38be7365ee3ffffd483ef417462ae8b,
  "/cms/components/ListCell#ListCell": ListCell_8f850802ed15ea4e18b0e0514413899d,
  "/cms/components/ValueCells#YesNoCell": YesNoCell_b299121b4c8621582c4301cb8c332c57,
  "/cms/components/UploadRules#UploadRules": UploadRules_1616886dd4dc2709c6e858467ce3d13e,
  "/cms/components/ValueCells#FileSizeCell": FileSizeCell_b299121b4c8621582c4301cb8c332c57,
  "/cms/components/Brand#BrandIcon": BrandIcon_bc64442ee066953691f85c8dc29a6959,
  "/cms/components/Brand#BrandLogo": BrandLogo_bc64442ee066953691f85c8dc29a6959,
  "/cms/components/insights/InsightsNavLink#InsightsNavLink": InsightsNavLink_670822182f417e9f4ef9444914d62795,
  "/cms/components/insights/InsightsNavLink#TranslationsNavLink": TranslationsNavLink_670822182f417e9f4ef9444914d62795,
  "/cms/components/RecentPublishes#RecentPublishes": RecentPublishes_3726a6f820c4e04c17534f45e6e89c2e,
  "/cms/components/RecentChanges#RecentChanges": RecentChanges_0a632dc02312a70f94aca4b60fd41f3e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/components/insights/InsightsView#InsightsView": InsightsView_29ecc88d4e003190b0667ed375255cff,
  "/cms/components/translations/TranslationsView#TranslationsView": TranslationsView_689b62076ef431e5a365ee2cc8b06412,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
