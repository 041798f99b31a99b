/**
 * The page's side of the service worker (src/sw/sw.ts): registers it, tells it the visitor's cookies
 * (its variant; browsers whose workers cannot read cookies), and when a new build's worker is waiting,
 * lets the visitor choose when to reload: nothing typed is lost to an automatic reload. A
 * registration or an update check that found no network is made again when the connection returns.
 */
import { readJar } from '../cookies'

export function registerServiceWorker(offerReload: (reload: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return
  const sw = navigator.serviceWorker
  let asked = false
  let registered = false
  const whenRegistered = (reg: ServiceWorkerRegistration) => {
    const tell = () => sw.controller?.postMessage({ type: 'cookies', jar: readJar(document.cookie) })
    tell()
    sw.addEventListener('controllerchange', tell)
    const offer = (worker: ServiceWorker) =>
      offerReload(() => {
        asked = true
        worker.postMessage({ type: 'SKIP_WAITING' })
      })
    if (reg.waiting && sw.controller) offer(reg.waiting)
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing
      worker?.addEventListener('statechange', () => {
        // An update (there is a worker in charge already), not the first install.
        if (worker.state === 'installed' && sw.controller) offer(worker)
      })
    })
    // A publish while the page stays open: look again whenever the visitor comes back to it, or the connection does.
    const look = () => void reg.update().catch(() => {})
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && look())
    addEventListener('online', look)
  }
  const register = () =>
    sw
      .register('/sw.js')
      .then((reg) => {
        if (registered) return
        registered = true
        whenRegistered(reg)
      })
      .catch(() => {})
  // Offline at the first visit: the worker is registered once the connection returns.
  addEventListener('online', () => registered || void register())
  void register()
  // The new worker took over because the visitor asked: show the new build.
  sw.addEventListener('controllerchange', () => asked && location.reload())
}
