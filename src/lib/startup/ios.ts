/** The iOS 'add to home screen' banner of spec §4: iOS, not standalone, popShow unset. Closing: popShow false, 7 days. */
import { COOKIE } from '../../contract/cookies'
import { write, type CookieWrite, type Jar } from '../cookies'

export type Device = { userAgent: string; platform?: string; maxTouchPoints?: number; standalone: boolean }

/** iPhone, iPad, iPod; iPadOS 13+ reports a Mac with touch. */
export function isIos(d: Pick<Device, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/i.test(d.userAgent)) return true
  return (d.platform === 'MacIntel' || /Macintosh/.test(d.userAgent)) && (d.maxTouchPoints ?? 0) > 1
}

export function shouldShowIosBanner(d: Device, jar: Jar): boolean {
  return isIos(d) && !d.standalone && jar[COOKIE.popShow] === undefined
}

export function closeIosBannerWrites(): CookieWrite[] {
  return [write(COOKIE.popShow, 'false')]
}
