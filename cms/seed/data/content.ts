import { LOCALES } from '../../../src/contract/locales'
import type {
  DemoText,
  DemoClub,
  DemoDiscover,
  DemoEnjoy,
  DemoLocalPromotion,
  DemoOtherPopup,
  DemoPopup,
  DemoPromotion,
  DemoShop,
  DemoVendor,
  Hex,
} from './types'

/**
 * Norte demo content besides the wines: experiences, offers, shops, vendors, promotions, club
 * items and the promotion popup. Countries used: US, GB, PT, ES, DE, FR, BR, JP (never NZ, the
 * "country with none"). For art with a palette, the first colour is the dominant backdrop; card
 * text colours are chosen to read on it.
 */

const INK: Hex = '#1f1418'
const CREAM: Hex = '#f7f1e8'
const BURGUNDY: Hex = '#6d1a36'
const GOLD: Hex = '#b8893b'
const SAGE: Hex = '#7c8b6a'
const PARCHMENT: Hex = '#f0e2c0'
const FOREST: Hex = '#3d4a35'
const TEAL: Hex = '#2f5d62'
const ATLANTIC: Hex = '#1d3340'

const ALL = ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP']
const EUROPE = ['GB', 'PT', 'ES', 'DE', 'FR']

export const discovers: DemoDiscover[] = [
  {
    name: {
      en: 'Tasting in the granite cellar',
    },
    description: {
      en: 'Six wines, from Alvarinho to a 2012 Colheita, poured by our team among the 1890 lagares. About 75 minutes.',
    },
    art: { kind: 'scene', subject: 'tasting', palette: [INK, BURGUNDY, GOLD] },
    link: 'https://norte-wines.example/visit/tastings',
    countries: ALL,
    align_content: 'left',
    text_color: CREAM,
  },
  {
    name: { en: 'Walk the terraces' },
    description: {
      en: 'Two hours with António through the schist terraces and the 1911 vineyard, ending with a glass on the top wall.',
    },
    art: { kind: 'scene', subject: 'tour', palette: [PARCHMENT, SAGE, GOLD] },
    link: 'https://norte-wines.example/visit/vineyard-walk',
    countries: ALL,
    align_content: 'center',
    text_color: INK,
  },
  {
    name: { en: 'Harvest weekend' },
    description: {
      en: 'Pick with our crew, tread grapes in the lagares at night and join the harvest lunch. September weekends only; places are limited.',
    },
    art: { kind: 'landscape', scene: 'harvest', palette: [GOLD, BURGUNDY, CREAM] },
    link: 'https://norte-wines.example/visit/harvest-weekend',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR'],
    align_content: 'right',
    text_color: INK,
  },
  {
    name: { en: 'Picnic above the river' },
    description: {
      en: 'A basket from Dona Lurdes’s kitchen, a bottle of Aurora and a blanket under the olive trees, with the Douro below. May to October.',
    },
    art: { kind: 'scene', subject: 'picnic', palette: [CREAM, SAGE, BURGUNDY] },
    link: 'https://norte-wines.example/visit/picnic',
    countries: ['GB', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP'],
    align_content: 'left',
    text_color: BURGUNDY,
  },
  {
    name: { en: 'Dinner in the cellar' },
    description: {
      en: 'Five courses by candlelight at the long table between the casks, each one paired by Inês. Fridays and Saturdays.',
    },
    art: { kind: 'scene', subject: 'dinner', palette: [INK, GOLD, BURGUNDY] },
    link: 'https://norte-wines.example/visit/cellar-dinner',
    countries: ALL,
    align_content: 'center',
    text_color: PARCHMENT,
  },
]

export const enjoys: DemoEnjoy[] = [
  {
    name: {
      en: 'Free shipping on six bottles',
    },
    description: {
      en: 'Mix any six bottles in our online shop and we deliver them free, packed in recycled-paper cradles.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: [BURGUNDY, CREAM, GOLD] },
    link: 'https://shop.norte-wines.example/offers/free-shipping',
    countries: EUROPE,
    align_content: 'left',
    text_color: CREAM,
    background_color: BURGUNDY,
  },
  {
    name: {
      en: 'A gift, wrapped by hand',
    },
    description: {
      en: 'Any bottle can travel in our cork gift wrap with a handwritten card, at no extra cost.',
    },
    art: { kind: 'scene', subject: 'gift', palette: [GOLD, PARCHMENT, BURGUNDY] },
    link: 'https://shop.norte-wines.example/offers/gift-wrap',
    countries: ALL,
    align_content: 'center',
    text_color: INK,
    background_color: GOLD,
  },
  {
    name: {
      en: 'Midweek tasting for two',
    },
    description: {
      en: 'Book a cellar tasting from Tuesday to Thursday and your guest tastes with our compliments.',
    },
    art: { kind: 'scene', subject: 'tasting', palette: [SAGE, CREAM, FOREST] },
    link: 'https://norte-wines.example/visit/tastings?offer=midweek',
    countries: ALL,
    align_content: 'right',
    text_color: INK,
    background_color: SAGE,
  },
  {
    name: { en: 'Magnum month' },
    description: {
      en: 'Throughout December every magnum in the shop is 15% off, while our small stock lasts.',
    },
    art: { kind: 'scene', subject: 'shop', palette: [INK, GOLD, BURGUNDY] },
    link: 'https://shop.norte-wines.example/magnums',
    countries: ['US', 'GB', 'PT', 'DE', 'JP'],
    align_content: 'left',
    text_color: GOLD,
    background_color: INK,
  },
]

export const shops: DemoShop[] = [
  {
    name: {
      en: 'Find a store near you',
    },
    description: {
      en: 'Wine shops and restaurants that pour Norte, close to where you are.',
    },
    art: { kind: 'scene', subject: 'map', palette: [CREAM, SAGE, BURGUNDY] },
    link: '/vendors',
    countries: ALL,
    text_color: INK,
    background_color: CREAM,
    link_type: 'internal',
  },
  {
    name: { en: 'Our online shop' },
    description: {
      en: 'The full range, older vintages and magnums, shipped from the quinta to your door.',
    },
    art: { kind: 'scene', subject: 'shop', palette: [BURGUNDY, CREAM, GOLD] },
    link: 'https://shop.norte-wines.example',
    countries: ALL,
    text_color: CREAM,
    background_color: BURGUNDY,
    link_type: 'other',
  },
  {
    name: { en: 'Join the wine club' },
    description: {
      en: 'Three bottles chosen by Inês, four times a year, with tasting notes and first access to rare releases.',
    },
    art: { kind: 'scene', subject: 'club', palette: [GOLD, INK, CREAM] },
    link: 'https://club.norte-wines.example/join',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR'],
    text_color: INK,
    background_color: GOLD,
    link_type: 'other',
  },
]

/** A vendor's name is its trading name, the same in every language unless it has a usual local form. */
const same = (name: string): DemoText => Object.fromEntries(LOCALES.map((l) => [l, name])) as DemoText

export const vendors: DemoVendor[] = [
  // United States: California
  {
    shop_name: same('Bay Cellars'),
    description: {
      en: 'A friendly SoMa wine shop with a whole shelf of Portugal and a tasting bar on Fridays.',
    },
    art: { kind: 'scene', subject: 'store', palette: [CREAM, BURGUNDY, GOLD] },
    link: 'https://baycellars.example',
    countries: ['US'],
    states: ['CA'],
    zip_codes: ['94105', '94107', '94103'],
  },
  {
    shop_name: same('Sunset & Vine'),
    description: {
      en: 'Downtown LA wine bar and bottle shop, with Norte by the glass every night.',
    },
    art: { kind: 'scene', subject: 'store', palette: ['#f6cfc4', '#e8846b', BURGUNDY] },
    link: 'https://sunsetandvine.example',
    countries: ['US'],
    states: ['CA'],
    zip_codes: ['90012', '90013', '90026'],
  },
  {
    shop_name: same('Golden State Wine Co.'),
    description: {
      en: 'Online merchant delivering anywhere in California within two days.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: [PARCHMENT, GOLD, FOREST] },
    link: 'https://goldenstatewine.example',
    countries: ['US'],
    states: ['CA'],
    zip_codes: [],
  },
  // New York
  {
    shop_name: same('Hudson Street Wines'),
    description: {
      en: 'A Chelsea favourite for Iberian wines, with staff who have visited the quinta.',
    },
    art: { kind: 'scene', subject: 'store', palette: [INK, GOLD, CREAM] },
    link: 'https://hudsonstreetwines.example',
    countries: ['US'],
    states: ['NY'],
    zip_codes: ['10001', '10011', '10014'],
  },
  {
    shop_name: same('Brooklyn Bottle Club'),
    description: {
      en: 'A small Brooklyn shop with Saturday tastings and local delivery by bike.',
    },
    art: { kind: 'scene', subject: 'store', palette: [SAGE, CREAM, BURGUNDY] },
    link: 'https://brooklynbottleclub.example',
    countries: ['US'],
    states: ['NY'],
    zip_codes: ['11201', '11215', '11217'],
  },
  {
    shop_name: same('Empire Fine Wines'),
    description: {
      en: 'Fine-wine merchant shipping anywhere in New York State.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: [ATLANTIC, CREAM, GOLD] },
    link: 'https://empirefinewines.example',
    countries: ['US'],
    states: ['NY'],
    zip_codes: [],
  },
  // Texas
  {
    shop_name: same('Congress Avenue Cellars'),
    description: {
      en: 'Downtown Austin wine cellar with a rooftop tasting room and a serious Douro section.',
    },
    art: { kind: 'scene', subject: 'store', palette: [GOLD, INK, CREAM] },
    link: 'https://congressavenuecellars.example',
    countries: ['US'],
    states: ['TX'],
    zip_codes: ['78701', '78704'],
  },
  {
    shop_name: same('Lone Star Wine Merchants'),
    description: {
      en: 'Texas-wide delivery from Houston, with gift boxes made to order.',
    },
    art: { kind: 'scene', subject: 'gift', palette: [PARCHMENT, BURGUNDY, GOLD] },
    link: 'https://lonestarwine.example',
    countries: ['US'],
    states: ['TX'],
    zip_codes: [],
  },
  // Florida
  {
    shop_name: same('Biscayne Wine Bar'),
    description: {
      en: 'A breezy Miami wine bar pouring Aurora Rosé and our Espumante by the glass.',
    },
    art: { kind: 'scene', subject: 'store', palette: ['#dfe8e4', TEAL, '#f2a6a0'] },
    link: 'https://biscaynewinebar.example',
    countries: ['US'],
    states: ['FL'],
    zip_codes: ['33101', '33130', '33131'],
  },
  {
    shop_name: same('Sunshine Cellars'),
    description: {
      en: 'Wine delivery across Florida, from the Keys to the Panhandle.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: ['#fbe9e2', '#e8846b', TEAL] },
    link: 'https://sunshinecellars.example',
    countries: ['US'],
    states: ['FL'],
    zip_codes: [],
  },
  // Washington
  {
    shop_name: same('Pike Place Wine Merchants'),
    description: {
      en: 'Steps from the market, with a cool cellar room for older vintages.',
    },
    art: { kind: 'scene', subject: 'store', palette: [ATLANTIC, SAGE, CREAM] },
    link: 'https://pikeplacewine.example',
    countries: ['US'],
    states: ['WA'],
    zip_codes: ['98101', '98104', '98121'],
  },
  {
    shop_name: same('Cascade Wine Delivery'),
    description: {
      en: 'Delivery within the week anywhere in Washington State.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: ['#dfe3e6', FOREST, GOLD] },
    link: 'https://cascadewine.example',
    countries: ['US'],
    states: ['WA'],
    zip_codes: [],
  },
  // United Kingdom
  {
    shop_name: same('Marylebone Wine Rooms'),
    description: {
      en: 'A London wine shop and dining room with a long Portuguese list.',
    },
    art: { kind: 'scene', subject: 'store', palette: [FOREST, CREAM, GOLD] },
    link: 'https://marylebonewinerooms.example',
    countries: ['GB'],
    states: [],
    zip_codes: [],
  },
  {
    shop_name: same('Quayside Cellars'),
    description: {
      en: 'Independent merchant on Bristol’s harbourside, with tastings on the first Thursday of every month.',
    },
    art: { kind: 'scene', subject: 'store', palette: [ATLANTIC, GOLD, CREAM] },
    link: 'https://quaysidecellars.example',
    countries: ['GB'],
    states: [],
    zip_codes: [],
  },
  {
    shop_name: same('Leith Wine Merchants'),
    description: {
      en: 'Edinburgh merchant delivering across the UK, with a soft spot for Atlantic whites.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: ['#dfe3e6', TEAL, BURGUNDY] },
    link: 'https://leithwine.example',
    countries: ['GB'],
    states: [],
    zip_codes: [],
  },
  // Portugal
  {
    shop_name: { en: 'The Quinta Shop' },
    description: {
      en: 'Our own shop at the estate in Baião: every wine, older vintages and olive oil from our trees.',
    },
    art: { kind: 'scene', subject: 'shop', palette: [PARCHMENT, BURGUNDY, SAGE] },
    link: 'https://norte-wines.example/visit/shop',
    countries: ['PT'],
    states: [],
    zip_codes: [],
  },
  {
    shop_name: same('Garrafeira da Ribeira'),
    description: {
      en: 'A historic bottle shop by the river in Porto, open since 1932.',
    },
    art: { kind: 'scene', subject: 'store', palette: ['#c8d3cf', BURGUNDY, GOLD] },
    link: 'https://garrafeiradaribeira.example',
    countries: ['PT'],
    states: [],
    zip_codes: [],
  },
  {
    shop_name: same('Vinhos do Chiado'),
    description: {
      en: 'A small Lisbon wine bar where you can taste before you buy.',
    },
    art: { kind: 'scene', subject: 'store', palette: ['#f3d6d0', GOLD, INK] },
    link: 'https://vinhosdochiado.example',
    countries: ['PT'],
    states: [],
    zip_codes: [],
  },
  // Germany
  {
    shop_name: same('Weinhandlung am Hafen'),
    description: {
      en: 'A Hamburg wine merchant in an old harbour warehouse, strong on Portugal.',
    },
    art: { kind: 'scene', subject: 'store', palette: ['#8a4a3a', CREAM, ATLANTIC] },
    link: 'https://weinhandlung-am-hafen.example',
    countries: ['DE'],
    states: [],
    zip_codes: [],
  },
  {
    shop_name: same('Vinothek Kreuzberg'),
    description: {
      en: 'A lively Berlin wine bar and shop with tasting evenings every week.',
    },
    art: { kind: 'scene', subject: 'store', palette: [INK, '#f2a6a0', SAGE] },
    link: 'https://vinothek-kreuzberg.example',
    countries: ['DE'],
    states: [],
    zip_codes: [],
  },
  {
    shop_name: same('Weinkontor München'),
    description: {
      en: 'Munich merchant with delivery all over Germany.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: ['#dfe3e6', ATLANTIC, GOLD] },
    link: 'https://weinkontor-muenchen.example',
    countries: ['DE'],
    states: [],
    zip_codes: [],
  },
]

export const promotions: DemoPromotion[] = [
  {
    title: {
      en: 'The 2019 Grande Reserva is here',
    },
    description: {
      en: 'Our flagship from a cool, golden year, released in a small quantity. Members can reserve bottles before general sale.',
    },
    art: { kind: 'landscape', scene: 'vineyard', palette: [PARCHMENT, GOLD, BURGUNDY] },
    link: 'https://shop.norte-wines.example/norte-grande-reserva-2019',
    countries: ALL,
    states: [],
    newest: true,
  },
  {
    title: { en: 'The summer rosé case' },
    description: {
      en: 'Six bottles of Aurora Rosé with a free cool bag, for long days outdoors.',
    },
    art: { kind: 'scene', subject: 'picnic', palette: ['#fbe9e2', '#f2a6a0', TEAL] },
    link: 'https://shop.norte-wines.example/offers/summer-rose-case',
    countries: ['US', 'GB', 'PT', 'ES', 'FR', 'BR'],
    states: [],
    newest: false,
  },
  {
    title: {
      en: 'Meet Inês on her US tour',
    },
    description: {
      en: 'This spring Inês visits our partners in five cities, with tastings and dinners. See the dates and book a seat.',
    },
    art: { kind: 'scene', subject: 'tasting', palette: [ATLANTIC, GOLD, CREAM] },
    link: 'https://norte-wines.example/events/us-tour',
    countries: ['US'],
    states: [],
    newest: false,
  },
  {
    title: {
      en: 'Baga comes to California',
    },
    description: {
      en: 'Bruma Baga is now poured by the glass at our partner wine bars in San Francisco and Los Angeles. Be the first in the US to try it.',
    },
    art: { kind: 'landscape', scene: 'hills', palette: ['#d9dcd6', SAGE, '#5a1526'] },
    link: 'https://norte-wines.example/where-to-drink/california',
    countries: ['US'],
    states: ['CA'],
    newest: false,
  },
  {
    title: {
      en: 'Gift boxes for the holidays',
    },
    description: {
      en: 'Three wines, a tasting booklet and a handwritten card, boxed in cork and ready to give.',
    },
    art: { kind: 'scene', subject: 'gift', palette: [BURGUNDY, GOLD, CREAM] },
    link: 'https://shop.norte-wines.example/gift-boxes',
    countries: ['US', 'GB', 'PT', 'DE', 'FR', 'JP'],
    states: [],
    newest: false,
  },
]

export const localPromotions: DemoLocalPromotion[] = [
  {
    title: {
      en: 'Tasting night in Chelsea',
    },
    description: {
      en: 'Join us at Hudson Street Wines on the first Thursday of the month: six Norte wines and Portuguese bites. Free, but please book.',
    },
    art: { kind: 'scene', subject: 'tasting', palette: [INK, GOLD, BURGUNDY] },
    link: 'https://hudsonstreetwines.example/events/norte',
    countries: ['US'],
    states: ['NY'],
    zip_codes: ['10001'],
  },
  {
    title: {
      en: 'Douro week in California',
    },
    description: {
      en: 'For one week in May, our California partners pour a flight of three Norte wines at a special price.',
    },
    art: { kind: 'landscape', scene: 'river', palette: ['#f6cfc4', '#e8846b', TEAL] },
    link: 'https://norte-wines.example/events/douro-week-california',
    countries: ['US'],
    states: ['CA'],
    zip_codes: [],
  },
  {
    title: {
      en: 'Oysters and Alvarinho in Seattle',
    },
    description: {
      en: 'Every Friday in June at Pike Place Wine Merchants: half a dozen oysters and a glass of Atlântico Alvarinho.',
    },
    art: { kind: 'food', dish: 'oysters', palette: ['#dfe8e4', '#9aa7a8', ATLANTIC] },
    link: 'https://pikeplacewine.example/events/oysters-alvarinho',
    countries: ['US'],
    states: ['WA'],
    zip_codes: ['98101'],
  },
]

export const clubs: DemoClub[] = [
  {
    title: { en: 'The quarterly case' },
    description: {
      en: 'Three bottles chosen by Inês each season, with her notes and a recipe from Dona Lurdes.',
    },
    art: { kind: 'scene', subject: 'club', palette: [BURGUNDY, GOLD, CREAM] },
    link: 'https://club.norte-wines.example/quarterly-case',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR'],
  },
  {
    title: { en: "Members' harvest day" },
    description: {
      en: 'One Saturday each September, club members pick, tread and have lunch with the family at the quinta.',
    },
    art: { kind: 'landscape', scene: 'harvest', palette: [GOLD, BURGUNDY, CREAM] },
    link: 'https://club.norte-wines.example/harvest-day',
    countries: ALL,
  },
  {
    title: {
      en: 'First access to rare wines',
    },
    description: {
      en: 'Magnums, old Colheitas and the 1911 vineyard go to members first, a week before anyone else.',
    },
    art: { kind: 'landscape', scene: 'cellar', palette: [INK, '#9a4a1c', GOLD] },
    link: 'https://club.norte-wines.example/rare-releases',
    countries: ['US', 'GB', 'PT', 'DE', 'FR', 'JP'],
  },
  {
    title: {
      en: 'Live tastings with Inês',
    },
    description: {
      en: 'Each new case comes with a live online tasting: open the bottles with Inês and ask her anything.',
    },
    art: { kind: 'scene', subject: 'podcast', palette: [TEAL, CREAM, GOLD] },
    link: 'https://club.norte-wines.example/live',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR'],
  },
]

export const popups: DemoPopup[] = [
  {
    title: {
      en: 'New: Grande Reserva 2019',
    },
    description: {
      en: 'Our flagship red, from a cool, golden year, has just been released. See this month’s offers and reserve yours.',
    },
    countries: ALL,
  },
]

/** Shown at start-up in Portugal only, where the festival is; elsewhere the promotion popup shows. */
export const otherPopups: DemoOtherPopup[] = [
  {
    title: {
      en: 'Harvest festival at the quinta: 19–20 September',
    },
    art: { kind: 'landscape', scene: 'harvest', palette: [GOLD, BURGUNDY, CREAM] },
    link: 'https://norte-wines.example/visit/harvest-festival',
    countries: ['PT'],
  },
]
