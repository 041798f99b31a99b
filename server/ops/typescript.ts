/**
 * How our scripts run TypeScript in a child Node process: tsx's ESM hook alone. The whole `tsx`
 * (`--import tsx`) also hooks CommonJS `require`, and resolving the ~640 CommonJS modules our
 * dependencies load through it costs about 4 s per process (measured: importing payload.config
 * takes 6.2 s with `--import tsx`, 2.5 s with `--import tsx/esm`). Our code is all ESM
 * (package.json "type": "module"), so nothing of ours is ever required.
 */
export const TYPESCRIPT_NODE_ARGS = ['--import', 'tsx/esm'] as const
