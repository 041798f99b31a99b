/**
 * The install sheet's screenshots (scripts/manifest-screenshots.ts takes them into public/screenshots):
 * phones see the narrow ones, desktops the wide one. English pictures in every manifest, labelled in
 * the manifest's language (docs/decisions.md).
 */
export const SCREENSHOTS = [
  { file: 'narrow-home.webp', path: '/', label: 'home', width: 780, height: 1688, scale: 2, form: 'narrow' },
  {
    file: 'narrow-hub.webp',
    path: '/explore/{slug}',
    label: 'hub',
    width: 780,
    height: 1688,
    scale: 2,
    form: 'narrow',
  },
  {
    file: 'narrow-stories.webp',
    path: '/explore/{slug}/stories',
    label: 'stories',
    width: 780,
    height: 1688,
    scale: 2,
    form: 'narrow',
  },
  { file: 'wide-explore.webp', path: '/explore', label: 'explore', width: 1280, height: 800, scale: 1, form: 'wide' },
] as const
