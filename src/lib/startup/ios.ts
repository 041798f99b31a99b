/**
 * The 'add to home screen' banner of spec §4: iOS, not standalone, popShow unset. Closing: popShow
 * false, 7 days. Browsers that offer to install the app themselves (beforeinstallprompt: Chrome and
 * Edge on Android and desktop) get the same banner with an Install button, under the same cookie.
 */
import { COOKIE } from '../../contract/cookies'
import { write, type CookieWrite, type Jar } from '../cookies'

export type Device = { userAgent: string; platform?: string; maxTouchPoints?: number; standalone: boolean }

/** iPhone, iPad, iPod; iPadOS 13+ reports a Mac with touch. */
export function isIos(d: Pick<Device, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/i.test(d.userAgent)) return true
  return (d.platform === 'MacIntel' || /Macintosh/.test(d.userAgent)) && (d.maxTouchPoints ?? 0) > 1
}

export function shouldShowIosBanner(d: Device, jar: Jar): boolean {
  return installBanner(d, jar, false) === 'ios'
}

export function closeIosBannerWrites(): CookieWrite[] {
  return [write(COOKIE.popShow, 'false')]
}

/** Which banner, if any: iOS's instructions, the browser's own install offer, or none. */
export function installBanner(d: Device, jar: Jar, offered: boolean): 'ios' | 'install' | null {
  if (d.standalone || jar[COOKIE.popShow] !== undefined) return null
  if (isIos(d)) return 'ios'
  return offered ? 'install' : null
}
