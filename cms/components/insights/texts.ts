/**
 * The Insights view's words in every admin language (cms/i18n/adminText.ts), built on the server and
 * handed to the client component as props, so the browser gets these records and not the dictionary.
 */
import { adminText } from '../../i18n/adminText'

export function insightsTexts() {
  return {
    title: adminText('Insights'),
    privacy: adminText(
      'Only aggregates are shown, never a person: cells counting fewer than {{min}} people are hidden.',
    ),
    hidden: adminText('fewer than {{min}}'),
    asOf: adminText('Figures as of {{time}}.'),
    period: adminText('Period'),
    last7: adminText('Last 7 days'),
    last30: adminText('Last 30 days'),
    last12m: adminText('Last 12 months'),
    custom: adminText('Custom period'),
    from: adminText('First day'),
    to: adminText('Last day'),
    badRange: adminText('Choose a first day no later than the last day, at most {{days}} days before it.'),
    country: adminText('Country'),
    allCountries: adminText('All countries'),
    unknown: adminText('Unknown'),
    loading: adminText('Loading the figures…'),
    failed: adminText('The figures could not be loaded ({{error}}).'),
    retry: adminText('Try again'),
    empty: adminText('Nothing was recorded in this period.'),
    csv: adminText('Download CSV'),
    csvOf: adminText('Download CSV: {{table}}'),
    lineSummary: adminText('{{title}} from {{from}} to {{to}}: {{total}} in all, the most on {{at}} ({{max}}).'),
    listSummary: adminText('{{title}}: {{values}}.'),
    // Visitors
    visitors: adminText('Visitors'),
    sessions: adminText('Sessions'),
    newVisitors: adminText('New visitors'),
    returningVisitors: adminText('Returning visitors'),
    share: adminText('{{share}} of sessions'),
    sessionsPerDay: adminText('Sessions per day'),
    day: adminText('Day'),
    sessionsByCountry: adminText('Sessions by country'),
    sessionsByLanguage: adminText('Sessions by site language'),
    language: adminText('Language'),
    askedNotOffered: adminText('Browser languages the site does not offer'),
    // Reception of the range
    wines: adminText('Reception of the range'),
    winesTable: adminText('Each wine in the period (averages from 1 to 5)'),
    wine: adminText('Wine'),
    ratings: adminText('Ratings'),
    raters: adminText('Members who rated'),
    overall: adminText('Overall'),
    colour: adminText('Colour'),
    aroma: adminText('Aroma'),
    flavour: adminText('Flavour'),
    spread: adminText('Spread'),
    passportAdds: adminText('Added to passports'),
    bestMatchFor: adminText('Best match for'),
    hubScans: adminText('Wine hub scans'),
    labelScans: adminText('E-label scans'),
    ratingPerMonth: adminText('Average overall rating per month'),
    month: adminText('Month'),
    averageOverall: adminText('Average overall rating'),
    // Palates
    palates: adminText('Palates'),
    palatesLead: adminText(
      'Members with a palate: {{count}}. Bars count the members at each value from 0 to 6; a circle counts the wines whose taste profile has that value, named under the chart.',
    ),
    value: adminText('Value'),
    palateTable: adminText('Members per palate value'),
    axis: adminText('Taste axis'),
    profilesTable: adminText('The wines’ taste profiles'),
    fruit: adminText('Fruit'),
    body: adminText('Body'),
    tannin: adminText('Tannin'),
    acidity: adminText('Acidity'),
    sweetness: adminText('Sweetness'),
    oak: adminText('Oak'),
    // Scans
    scans: adminText('QR code scans'),
    scansPerDay: adminText('QR code scans per day'),
    hub: adminText('Wine hub'),
    label: adminText('E-label'),
    // Members
    members: adminText('Members'),
    signUpsPerWeek: adminText('Sign-ups per week'),
    weekStarting: adminText('Week starting'),
    signUps: adminText('Sign-ups'),
    signUpsByCountry: adminText('Sign-ups by country'),
  }
}

export type InsightsTexts = ReturnType<typeof insightsTexts>

/** What the view says to someone signed in who is not staff. */
export const staffOnly = () => adminText('Only staff can see insights.')
