import * as migration_20261122_123540_initial from './20261122_123540_initial';
import * as migration_20261122_130859_sessions_rate_limits from './20261122_130859_sessions_rate_limits';
import * as migration_20261123_185828_avatars from './20261123_185828_avatars';
import * as migration_20261124_001225_storage_fields from './20261124_001225_storage_fields';
import * as migration_20261124_022119_passport_sync from './20261124_022119_passport_sync';
import * as migration_20261124_052154_media_medium_size from './20261124_052154_media_medium_size';
import * as migration_20261124_054223_tracking_member from './20261124_054223_tracking_member';
import * as migration_20261124_084022_wine_label from './20261124_084022_wine_label';
import * as migration_20261124_123149_social_identities from './20261124_123149_social_identities';
import * as migration_20261127_171756_staff_publishing from './20261127_171756_staff_publishing';
import * as migration_20261127_180000_publish_log from './20261127_180000_publish_log';
import * as migration_20261127_233717_tag_manager from './20261127_233717_tag_manager';
import * as migration_20261128_125053_insights from './20261128_125053_insights';
import * as migration_20261129_173827_drop_per_account_locks from './20261129_173827_drop_per_account_locks';
import * as migration_20261129_194500_scan_country from './20261129_194500_scan_country';
import * as migration_20261129_194517_trash from './20261129_194517_trash';
import * as migration_20261129_195357_wine_carousel_order from './20261129_195357_wine_carousel_order';
import * as migration_20261129_195404_drop_wine_order_number from './20261129_195404_drop_wine_order_number';
import * as migration_20261201_221017_translation_state from './20261201_221017_translation_state';
import * as migration_20261203_081240_parent_indexes from './20261203_081240_parent_indexes';

export const migrations = [
  {
    up: migration_20261122_123540_initial.up,
    down: migration_20261122_123540_initial.down,
    name: '20261122_123540_initial',
  },
  {
    up: migration_20261122_130859_sessions_rate_limits.up,
    down: migration_20261122_130859_sessions_rate_limits.down,
    name: '20261122_130859_sessions_rate_limits',
  },
  {
    up: migration_20261123_185828_avatars.up,
    down: migration_20261123_185828_avatars.down,
    name: '20261123_185828_avatars',
  },
  {
    up: migration_20261124_001225_storage_fields.up,
    down: migration_20261124_001225_storage_fields.down,
    name: '20261124_001225_storage_fields',
  },
  {
    up: migration_20261124_022119_passport_sync.up,
    down: migration_20261124_022119_passport_sync.down,
    name: '20261124_022119_passport_sync',
  },
  {
    up: migration_20261124_052154_media_medium_size.up,
    down: migration_20261124_052154_media_medium_size.down,
    name: '20261124_052154_media_medium_size',
  },
  {
    up: migration_20261124_054223_tracking_member.up,
    down: migration_20261124_054223_tracking_member.down,
    name: '20261124_054223_tracking_member',
  },
  {
    up: migration_20261124_084022_wine_label.up,
    down: migration_20261124_084022_wine_label.down,
    name: '20261124_084022_wine_label',
  },
  {
    up: migration_20261124_123149_social_identities.up,
    down: migration_20261124_123149_social_identities.down,
    name: '20261124_123149_social_identities',
  },
  {
    up: migration_20261127_171756_staff_publishing.up,
    down: migration_20261127_171756_staff_publishing.down,
    name: '20261127_171756_staff_publishing',
  },
  {
    up: migration_20261127_180000_publish_log.up,
    down: migration_20261127_180000_publish_log.down,
    name: '20261127_180000_publish_log',
  },
  {
    up: migration_20261127_233717_tag_manager.up,
    down: migration_20261127_233717_tag_manager.down,
    name: '20261127_233717_tag_manager',
  },
  {
    up: migration_20261128_125053_insights.up,
    down: migration_20261128_125053_insights.down,
    name: '20261128_125053_insights',
  },
  {
    up: migration_20261129_173827_drop_per_account_locks.up,
    down: migration_20261129_173827_drop_per_account_locks.down,
    name: '20261129_173827_drop_per_account_locks',
  },
  {
    up: migration_20261129_194500_scan_country.up,
    down: migration_20261129_194500_scan_country.down,
    name: '20261129_194500_scan_country',
  },
  {
    up: migration_20261129_194517_trash.up,
    down: migration_20261129_194517_trash.down,
    name: '20261129_194517_trash',
  },
  {
    up: migration_20261129_195357_wine_carousel_order.up,
    down: migration_20261129_195357_wine_carousel_order.down,
    name: '20261129_195357_wine_carousel_order',
  },
  {
    up: migration_20261129_195404_drop_wine_order_number.up,
    down: migration_20261129_195404_drop_wine_order_number.down,
    name: '20261129_195404_drop_wine_order_number',
  },
  {
    up: migration_20261201_221017_translation_state.up,
    down: migration_20261201_221017_translation_state.down,
    name: '20261201_221017_translation_state',
  },
  {
    up: migration_20261203_081240_parent_indexes.up,
    down: migration_20261203_081240_parent_indexes.down,
    name: '20261203_081240_parent_indexes'
  },
];
