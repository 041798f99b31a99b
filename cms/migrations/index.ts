import * as migration_20261122_123540_initial from './20261122_123540_initial';
import * as migration_20261122_130859_sessions_rate_limits from './20261122_130859_sessions_rate_limits';

export const migrations = [
  {
    up: migration_20261122_123540_initial.up,
    down: migration_20261122_123540_initial.down,
    name: '20261122_123540_initial',
  },
  {
    up: migration_20261122_130859_sessions_rate_limits.up,
    down: migration_20261122_130859_sessions_rate_limits.down,
    name: '20261122_130859_sessions_rate_limits'
  },
];
