/**
 * The Translations view's words in every admin language (cms/i18n/adminText.ts), built on the server
 * and handed to the client component as props.
 */
import { adminText } from '../../i18n/adminText'

export function translationsTexts() {
  return {
    title: adminText('Translations'),
    intro: adminText(
      'English is the source. A text is missing in a language when it has no translation there yet, and out of date when its English changed after it was translated. Until then the site shows the English.',
    ),
    language: adminText('Language'),
    missing: adminText('Missing texts'),
    outdated: adminText('Out of date texts'),
    documents: adminText('Documents'),
    export: adminText('Export for a translator'),
    upToDate: adminText('Everything is translated and up to date.'),
    document: adminText('Document'),
    missingIn: adminText('Missing in {{language}}'),
    outdatedIn: adminText('Out of date in {{language}}'),
    importTitle: adminText('Import a translated file'),
    importIntro: adminText(
      'Choose the XLIFF file the translator sent back. Nothing is saved until you have seen the changes it makes.',
    ),
    file: adminText('Translated file (XLIFF)'),
    checking: adminText('Reading the file…'),
    problems: adminText('This file cannot be imported; nothing was changed:'),
    nothing: adminText('The file changes nothing: its texts are the ones the site has.'),
    changes: adminText('Texts that change in {{language}}: {{count}}'),
    text: adminText('Text'),
    now: adminText('Now'),
    becomes: adminText('Becomes'),
    empty: adminText('(empty)'),
    sourceChanged: adminText('The English changed after this file was made: the text stays out of date.'),
    saveDrafts: adminText('Save as drafts'),
    savePublish: adminText('Save and publish'),
    saving: adminText('Saving…'),
    savedDrafts: adminText('Documents saved as drafts: {{count}}. Publish them to put them on the site.'),
    savedPublished: adminText('Documents saved and published: {{count}}.'),
    siteStrings: adminText("The site's own texts"),
    siteStringsIntro: adminText(
      'Buttons, menus and messages of the site, kept in the project (locales/*.json) by its developers.',
    ),
    allPresent: adminText('all present'),
    keysMissing: adminText('missing: {{count}}'),
    failed: adminText('Something went wrong ({{error}}). Try again.'),
    more: adminText('And {{count}} more: the lists above show them all.'),
  }
}

export type TranslationsTexts = ReturnType<typeof translationsTexts>

export const staffOnlyTranslations = () => adminText('Only staff can see the translation work.')
