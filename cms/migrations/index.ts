import * as migration_20261122_123540_initial from './20261122_123540_initial';

export const migrations = [
  {
    up: migration_20261122_123540_initial.up,
    down: migration_20261122_123540_initial.down,
    name: '20261122_123540_initial'
  },
];
