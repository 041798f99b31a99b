import { expect, it } from 'vitest'
import { isLocalOrigin } from '../../cms/api/net'
import { qrTarget } from '../../cms/qr/target'

it('what a QR code holds: the e-label, or the hub marked as scanned, on the public origin', () => {
  expect(qrTarget('label', 'bruma', 'https://wines.example.com')).toBe('https://wines.example.com/e/bruma')
  expect(qrTarget('hub', 'bruma', 'https://wines.example.com')).toBe('https://wines.example.com/explore/bruma?from=qr')
})

it('an origin no phone can open is local: this machine, private networks, .local names', () => {
  for (const o of [
    'http://localhost:3123',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'http://192.168.1.20',
    'http://10.0.0.5',
    'http://172.20.1.1',
    'http://cellar.local',
    'http://100.64.0.1',
    'http://[fd12::1]',
    'not a url',
  ])
    expect(isLocalOrigin(o), o).toBe(true)
  for (const o of ['https://wines.example.com', 'http://172.32.0.1', 'https://norte.pt'])
    expect(isLocalOrigin(o), o).toBe(false)
})
