import { expect, it } from 'vitest'
import { foldForSearch } from '../../cms/hooks/accentFreeSearch'

it('folds a title for the list search: no case, no accents, other scripts as they are', () => {
  expect(foldForSearch('Atlântico Alvarinho')).toBe('atlantico alvarinho')
  expect(foldForSearch('ATLÂN')).toBe('atlan')
  expect(foldForSearch('Rosé Façanha Ñandú')).toBe('rose facanha nandu')
  expect(foldForSearch('アトランティコ')).toBe('アトランティコ')
  expect(foldForSearch('atlântico').includes(foldForSearch('Atlantico'))).toBe(true)
})
