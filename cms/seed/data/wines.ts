import type { DemoWine, Hex } from './types'
import { BRAND } from '../../../src/contract/brand'

/**
 * The Norte demo range: nine wines from the Almeida family estate in the north of Portugal.
 * World notes (kept consistent across wines, stories and content):
 * - Quinta do Norte, Baião: the Douro's westernmost hills, where the river meets the green Minho
 *   and the Atlantic breeze; schist terraces held by dry-stone walls, a granite cellar built in
 *   1890 by Manuel Almeida, with six granite lagares carved the same year.
 * - People: Inês Almeida (winemaker), her father António (vineyards), her mother Helena Lima
 *   (the family's Alvarinho pergolas in Monção), her brother Tomás (visits), Avó Rosa (her
 *   grandmother, who brought Baga cuttings from Bairrada in 1962), Joaquim (cellar master, thirty
 *   harvests), Dona Lurdes (the kitchen).
 * Countries: PT has everything; Socalcos is not sold in the US; Vinha Velha 1911 is not sold in JP.
 */

const { ink: INK, cream: CREAM, burgundy: BURGUNDY, gold: GOLD, sage: SAGE } = BRAND
const PARCHMENT: Hex = '#f0e2c0'
const FOREST: Hex = '#3d4a35'
const ATLANTIC: Hex = '#1d3340'
const TEAL: Hex = '#2f5d62'
const BLUSH: Hex = '#f3d6d0'
const AMBER: Hex = '#8a4019'

export const wines: DemoWine[] = [
  // 1. Flagship red
  {
    slug: 'norte-grande-reserva',
    name: 'Norte Grande Reserva',
    harvest: '2019',
    style: 'red',
    url: 'https://ratings.example/wines/norte-grande-reserva',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP'],
    grape_variety: {
      en: 'Touriga Nacional, Touriga Franca and Tinta Roriz',
    },
    description: {
      en: 'Our flagship red, from the steepest schist terraces of the estate. Dark plum, violet and cedar over firm, polished tannins; aged 20 months in French oak in our 1890 granite cellar.',
    },
    bottle: {
      kind: 'bottle',
      style: 'bordeaux',
      wine: 'Norte Grande Reserva',
      vintage: '2019',
      liquid: '#3a0d1c',
      label: INK,
      accent: GOLD,
    },
    caf: {
      colour: {
        text: {
          en: 'Deep garnet, almost opaque, with a violet rim that catches the light.',
        },
        art: { kind: 'glass', liquid: '#3a0d1c', background: CREAM },
        text_position: 'bottom',
        text_bg_color: INK,
        text_color: CREAM,
      },
      aroma: {
        text: {
          en: 'Black plum and ripe cherry, violets, a touch of cracked pepper and sweet cedar from the oak.',
        },
        art: { kind: 'aroma', notes: ['plum', 'cherry', 'flower', 'pepper', 'vanilla'], background: '#2a1a22' },
        text_position: 'top',
        text_bg_color: CREAM,
        text_color: INK,
      },
      flavour: {
        text: {
          en: 'Full and velvety: blackberry, cocoa and warm spice, firm tannins and a long, savoury finish with a schist edge.',
        },
        art: { kind: 'flavour', palette: ['#3a0d1c', BURGUNDY, GOLD] },
        text_position: 'center',
        text_bg_color: CREAM,
        text_color: BURGUNDY,
      },
    },
    stories: [
      {
        title: {
          en: 'The steepest terraces',
        },
        description: {
          en: 'The Grande Reserva grows on our steepest slope, where the schist is poorest and the Atlantic breeze arrives each afternoon. Small berries, thick skins, slow ripening.',
        },
        art: { kind: 'landscape', scene: 'vineyard', palette: [SAGE, GOLD, CREAM] },
        text_position: 'top',
        text_color: CREAM,
        text_background_color: INK,
      },
      {
        title: { en: 'Trodden by foot' },
        description: {
          en: 'At harvest the grapes go into our granite lagares and the whole crew treads them, arm in arm and singing, for four nights. Feet are gentle: they never crush the seeds.',
        },
        art: { kind: 'landscape', scene: 'harvest', palette: [GOLD, BURGUNDY, INK] },
        text_position: 'bottom',
        text_color: INK,
        text_background_color: PARCHMENT,
      },
      {
        title: { en: 'Twenty months in oak' },
        description: {
          en: 'Joaquim, our cellar master for thirty harvests, tastes every barrel each month. The thick granite walls keep the cellar at 14 °C, summer and winter.',
        },
        art: { kind: 'landscape', scene: 'cellar', palette: [INK, BURGUNDY, GOLD] },
        text_position: 'center',
        text_color: CREAM,
        text_background_color: BURGUNDY,
      },
      {
        title: { en: 'Only in great years' },
        description: {
          en: 'Inês bottles a Grande Reserva only when the year deserves it: five times in the last ten. 2019 brought a cool summer and a golden, unhurried September.',
        },
        art: { kind: 'landscape', scene: 'hills', palette: ['#c9a66b', SAGE, FOREST] },
        text_position: 'bottom',
        text_color: CREAM,
        text_background_color: FOREST,
      },
    ],
    foods: [
      {
        name: { en: 'Beef steak over embers' },
        description: {
          en: "The wine's firm tannins meet the char and the juices; a pinch of coarse salt and nothing else.",
        },
        art: { kind: 'food', dish: 'steak', palette: [INK, BURGUNDY, GOLD] },
        text_position: 'bottom',
        background_text: INK,
        text_color: CREAM,
      },
      {
        name: { en: 'Lamb from the wood oven' },
        description: {
          en: 'Garlic, bay leaf and a glass of the wine itself in the roasting tin: the sauce and the glass speak the same language.',
        },
        art: { kind: 'food', dish: 'lamb', palette: [PARCHMENT, SAGE, BURGUNDY] },
        text_position: 'top',
        background_text: CREAM,
        text_color: BURGUNDY,
      },
      {
        name: {
          en: 'Aged Serra da Estrela',
        },
        description: {
          en: "A mature sheep's cheese, nutty and firm, softens the tannins and draws out the wine's dark fruit.",
        },
        art: { kind: 'food', dish: 'cheese', palette: [CREAM, GOLD, SAGE] },
        text_position: 'bottom',
        background_text: GOLD,
        text_color: INK,
      },
    ],
    portfolio: [
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'The same wine in magnum: it ages more slowly, made for long tables and the next twenty years.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Norte Grande Reserva',
          vintage: '2019 · 1.5 L',
          liquid: '#3a0d1c',
          label: INK,
          accent: GOLD,
        },
      },
      {
        name: 'Norte Grande Reserva 2017',
        description: {
          en: 'A warm, generous year: riper fruit, softer edges, drinking beautifully now.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Norte Grande Reserva',
          vintage: '2017',
          liquid: '#3f1020',
          label: INK,
          accent: GOLD,
        },
      },
      {
        name: '3 × 75 cl · 2015 · 2017 · 2019',
        description: {
          en: 'Three great years in one pine case, to open side by side and hear how the terraces speak.',
        },
        art: { kind: 'scene', subject: 'gift', palette: [PARCHMENT, GOLD, BURGUNDY] },
      },
    ],
    taste_profile: { fruit: 4, body: 6, tannin: 5, acidity: 3, sweetness: 0, oak: 5 },
  },

  // 2. Single-variety Touriga Nacional (not sold in the US)
  {
    slug: 'socalcos-touriga-nacional',
    name: 'Socalcos Touriga Nacional',
    harvest: '2021',
    style: 'red',
    url: 'https://ratings.example/wines/socalcos-touriga-nacional',
    countries: ['GB', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP'],
    grape_variety: { en: 'Touriga Nacional' },
    description: {
      en: 'Pure Touriga Nacional from the dry-stone terraces we rebuild by hand. Violets, bergamot and wild raspberry, with supple tannins and a fresh, lifted finish.',
    },
    bottle: {
      kind: 'bottle',
      style: 'bordeaux',
      wine: 'Socalcos',
      vintage: '2021',
      liquid: '#4a0f24',
      label: CREAM,
      accent: BURGUNDY,
    },
    caf: {
      colour: {
        text: {
          en: 'Bright ruby with purple glints, clear and vivid.',
        },
        art: { kind: 'glass', liquid: '#6a1230', background: BLUSH },
        text_position: 'top',
        text_bg_color: BURGUNDY,
        text_color: CREAM,
      },
      aroma: {
        text: {
          en: 'Violets first, then bergamot, wild raspberry and a fresh hint of rockrose from the hillside.',
        },
        art: { kind: 'aroma', notes: ['flower', 'citrus', 'berry', 'herb'], background: '#3b2140' },
        text_position: 'bottom',
        text_bg_color: CREAM,
        text_color: INK,
      },
      flavour: {
        text: {
          en: 'Medium-bodied and juicy: red berries and blood orange, silky tannins, a gentle touch of oak and a long, floral finish.',
        },
        art: { kind: 'flavour', palette: [BURGUNDY, '#a8455e', BLUSH] },
        text_position: 'center',
        text_bg_color: INK,
        text_color: BLUSH,
      },
    },
    stories: [
      {
        title: { en: 'Walls built by hand' },
        description: {
          en: 'Our terraces are held by dry-stone walls, some older than the cellar. Each winter António and his team rebuild what the rain has taken, stone by stone, with no mortar.',
        },
        art: { kind: 'landscape', scene: 'vineyard', palette: ['#a98f6a', SAGE, FOREST] },
        text_position: 'bottom',
        text_color: INK,
        text_background_color: CREAM,
      },
      {
        title: { en: 'Picked at dawn' },
        description: {
          en: 'Touriga Nacional loses its perfume in the heat, so we pick it between first light and ten o’clock, in small 20-kilo boxes that keep every bunch whole.',
        },
        art: { kind: 'landscape', scene: 'harvest', palette: [BLUSH, GOLD, BURGUNDY] },
        text_position: 'top',
        text_color: CREAM,
        text_background_color: BURGUNDY,
      },
      {
        title: { en: 'The river below' },
        description: {
          en: 'From the top terrace you can see the Douro bend toward the sea. The river tempers the nights and sends up the morning mist that keeps the Touriga fresh.',
        },
        art: { kind: 'landscape', scene: 'river', palette: ['#c8d3cf', TEAL, FOREST] },
        text_position: 'center',
        text_color: CREAM,
        text_background_color: TEAL,
      },
    ],
    foods: [
      {
        name: {
          en: 'Smoked sausages of the north',
        },
        description: {
          en: "Alheira and salpicão, smoky and peppery: the wine's bright fruit and acidity cut straight through.",
        },
        art: { kind: 'food', dish: 'charcuterie', palette: [PARCHMENT, '#a8455e', INK] },
        text_position: 'top',
        background_text: INK,
        text_color: PARCHMENT,
      },
      {
        name: { en: 'Wild mushroom rice' },
        description: {
          en: 'Earthy, creamy and a little rustic; the floral notes of Touriga lift every spoonful.',
        },
        art: { kind: 'food', dish: 'mushroom', palette: ['#e9dcc4', '#8a6a48', FOREST] },
        text_position: 'bottom',
        background_text: FOREST,
        text_color: CREAM,
      },
      {
        name: {
          en: 'Rosemary lamb chops',
        },
        description: {
          en: 'Pink in the middle, crisp at the edges: herbs and violets, a classic northern match.',
        },
        art: { kind: 'food', dish: 'lamb', palette: [BLUSH, SAGE, BURGUNDY] },
        text_position: 'center',
        background_text: CREAM,
        text_color: BURGUNDY,
      },
    ],
    portfolio: [
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'Our Touriga in the large format, bottled for celebrations and for the cellar.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Socalcos',
          vintage: '2021 · 1.5 L',
          liquid: '#4a0f24',
          label: CREAM,
          accent: BURGUNDY,
        },
      },
      {
        name: 'Socalcos Touriga Nacional 2020',
        description: {
          en: 'A hot, dry year that gave darker fruit and a touch more structure.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Socalcos',
          vintage: '2020',
          liquid: '#3d0c1e',
          label: CREAM,
          accent: BURGUNDY,
        },
      },
    ],
    taste_profile: { fruit: 5, body: 4, tannin: 4, acidity: 4, sweetness: 0, oak: 3 },
  },

  // 3. Baga in a Burgundy bottle: the light, Pinot-like red
  {
    slug: 'bruma-baga',
    name: 'Bruma Baga',
    harvest: '2021',
    style: 'red',
    url: 'https://ratings.example/wines/bruma-baga',
    countries: ['US', 'GB', 'PT', 'DE', 'FR', 'JP'],
    grape_variety: { en: 'Baga' },
    description: {
      en: 'Baga from a misty granite slope, grown from the cuttings Avó Rosa brought from Bairrada in 1962. Translucent and lively: sour cherry, forest floor and fine, grippy tannins.',
    },
    bottle: {
      kind: 'bottle',
      style: 'burgundy',
      wine: 'Bruma',
      vintage: '2021',
      liquid: '#5a1526',
      label: '#e9e1d3',
      accent: SAGE,
    },
    caf: {
      colour: {
        text: {
          en: 'Pale, translucent ruby; you could read through the glass.',
        },
        art: { kind: 'glass', liquid: '#8c2a3c', background: '#e9e1d3' },
        text_position: 'bottom',
        text_bg_color: FOREST,
        text_color: CREAM,
      },
      aroma: {
        text: {
          en: 'Sour cherry and cranberry, damp earth after rain, dried herbs and a whisper of clove.',
        },
        art: { kind: 'aroma', notes: ['cherry', 'berry', 'herb', 'pepper'], background: '#2b3327' },
        text_position: 'top',
        text_bg_color: '#e9e1d3',
        text_color: INK,
      },
      flavour: {
        text: {
          en: 'Light on its feet and taut: red fruit, a mineral thread and fine, grippy tannins that call for food.',
        },
        art: { kind: 'flavour', palette: ['#8c2a3c', SAGE, '#e9e1d3'] },
        text_position: 'center',
        text_bg_color: INK,
        text_color: '#e9e1d3',
      },
    },
    stories: [
      {
        title: { en: "Rosa's dowry" },
        description: {
          en: 'When Rosa married into the Almeida family in 1962, she arrived from Bairrada with a bundle of Baga cuttings. Sixty years on, her vines still grow on the Penedo slope.',
        },
        art: { kind: 'landscape', scene: 'vineyard', palette: ['#e9e1d3', SAGE, '#5a1526'] },
        text_position: 'bottom',
        text_color: CREAM,
        text_background_color: '#5a1526',
      },
      {
        title: { en: 'Where the mist lingers' },
        description: {
          en: 'The Penedo faces north, on granite, and the Atlantic mist sits there until noon. It is the coolest corner of the estate, which is exactly what Baga needs.',
        },
        art: { kind: 'landscape', scene: 'hills', palette: ['#d9dcd6', '#9aa39a', FOREST] },
        text_position: 'top',
        text_color: INK,
        text_background_color: '#d9dcd6',
      },
      {
        title: {
          en: 'Whole bunches, old barrels',
        },
        description: {
          en: "Inês ferments the Baga with its stems, as Rosa's father did, then lets it rest in old 500-litre barrels that give air, not flavour.",
        },
        art: { kind: 'landscape', scene: 'cellar', palette: [INK, '#5a1526', '#e9e1d3'] },
        text_position: 'center',
        text_color: INK,
        text_background_color: '#e9e1d3',
      },
    ],
    foods: [
      {
        name: {
          en: 'Wild mushrooms on toast',
        },
        description: {
          en: 'Chanterelles and garlic on grilled bread: the earthy notes of Baga feel right at home.',
        },
        art: { kind: 'food', dish: 'mushroom', palette: ['#e9e1d3', '#b07a3a', FOREST] },
        text_position: 'bottom',
        background_text: FOREST,
        text_color: CREAM,
      },
      {
        name: {
          en: 'Roast chicken with lemon and bay',
        },
        description: {
          en: 'Crisp skin and bright acidity: a light red that refreshes where a white would fade.',
        },
        art: { kind: 'food', dish: 'chicken', palette: [PARCHMENT, GOLD, SAGE] },
        text_position: 'top',
        background_text: CREAM,
        text_color: '#5a1526',
      },
      {
        name: { en: 'Seared Azores tuna' },
        description: {
          en: "Rare in the middle, with a little soy and pepper: Baga's fine tannins love meaty fish.",
        },
        art: { kind: 'food', dish: 'fish', palette: [ATLANTIC, '#a8455e', '#e9e1d3'] },
        text_position: 'bottom',
        background_text: ATLANTIC,
        text_color: CREAM,
      },
    ],
    portfolio: [
      {
        name: 'Bruma Baga 2019',
        description: {
          en: "A cooler year: more red fruit, more tension, and Inês's personal favourite.",
        },
        art: {
          kind: 'bottle',
          style: 'burgundy',
          wine: 'Bruma',
          vintage: '2019',
          liquid: '#6a1a2c',
          label: '#e9e1d3',
          accent: SAGE,
        },
      },
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'Only 120 magnums, filled by hand from a single barrel.',
        },
        art: {
          kind: 'bottle',
          style: 'burgundy',
          wine: 'Bruma',
          vintage: '2021 · 1.5 L',
          liquid: '#5a1526',
          label: '#e9e1d3',
          accent: SAGE,
        },
      },
    ],
    taste_profile: { fruit: 4, body: 2, tannin: 3, acidity: 5, sweetness: 0, oak: 2 },
  },

  // 4. Old-vine field blend (not sold in JP)
  {
    slug: 'vinha-velha-1911',
    name: 'Vinha Velha 1911',
    harvest: '2018',
    style: 'red',
    url: 'https://ratings.example/wines/vinha-velha-1911',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR'],
    grape_variety: {
      en: 'Tinta Amarela, Touriga Franca, Tinto Cão, Sousão and 40 more old-vine varieties',
    },
    description: {
      en: 'From a single plot planted in 1911, where more than forty varieties grow side by side. Trodden in granite lagares: dark cherry, fig leaf and wild herbs, deep and quietly powerful.',
    },
    bottle: {
      kind: 'bottle',
      style: 'bordeaux',
      wine: 'Vinha Velha 1911',
      vintage: '2018',
      liquid: '#2e0a16',
      label: '#c9b48a',
      accent: INK,
    },
    caf: {
      colour: {
        text: {
          en: 'Dense black cherry at the core, with the first brick tones at the rim.',
        },
        art: { kind: 'glass', liquid: '#3a0f18', background: '#c9b48a' },
        text_position: 'top',
        text_bg_color: INK,
        text_color: '#c9b48a',
      },
      aroma: {
        text: {
          en: 'Black cherry, fig leaf, thyme and rockrose, with old leather and a hint of sweet spice.',
        },
        art: { kind: 'aroma', notes: ['cherry', 'herb', 'plum', 'pepper'], background: '#33261c' },
        text_position: 'bottom',
        text_bg_color: PARCHMENT,
        text_color: INK,
      },
      flavour: {
        text: {
          en: 'Layered and deep: many fruits at once, fine-grained tannins, fresh acidity and a finish that keeps changing.',
        },
        art: { kind: 'flavour', palette: ['#2e0a16', '#8a5a3a', '#c9b48a'] },
        text_position: 'center',
        text_bg_color: '#c9b48a',
        text_color: INK,
      },
    },
    stories: [
      {
        title: { en: 'Planted in 1911' },
        description: {
          en: "Manuel Almeida's son replanted this plot after phylloxera, mixing every variety he could find. Nobody has ever counted them all; Inês stopped at forty-three.",
        },
        art: { kind: 'landscape', scene: 'vineyard', palette: ['#c9b48a', '#8a5a3a', FOREST] },
        text_position: 'top',
        text_color: CREAM,
        text_background_color: FOREST,
      },
      {
        title: {
          en: 'One day, every variety',
        },
        description: {
          en: 'Early and late ripeners are picked together on a single day, as they always were. The early ones bring freshness, the late ones depth; the vineyard does the blending.',
        },
        art: { kind: 'landscape', scene: 'harvest', palette: [PARCHMENT, GOLD, '#2e0a16'] },
        text_position: 'bottom',
        text_color: INK,
        text_background_color: GOLD,
      },
      {
        title: { en: "Avó Rosa's rows" },
        description: {
          en: 'In her eighties, Avó Rosa still walks the old vineyard every Sunday with a basket and secateurs. She knows which vine gives the best table grapes, and she isn’t telling.',
        },
        art: { kind: 'landscape', scene: 'hills', palette: ['#e8c9a0', '#a0522d', '#4a3526'] },
        text_position: 'bottom',
        text_color: CREAM,
        text_background_color: '#4a3526',
      },
      {
        title: { en: 'Granite lagares' },
        description: {
          en: 'The six lagares were carved in 1890 from the same granite as the cellar walls. Shallow and wide, they give a gentle extraction and a wine with depth, never hardness.',
        },
        art: { kind: 'landscape', scene: 'cellar', palette: ['#4a4440', '#2e0a16', '#c9b48a'] },
        text_position: 'center',
        text_color: INK,
        text_background_color: '#c9b48a',
      },
    ],
    foods: [
      {
        name: {
          en: 'Roast kid, Douro style',
        },
        description: {
          en: 'A Sunday lunch at the quinta: slow-roasted kid, crisp potatoes and a glass from the old vines.',
        },
        art: { kind: 'food', dish: 'lamb', palette: [PARCHMENT, '#a0522d', '#2e0a16'] },
        text_position: 'bottom',
        background_text: '#2e0a16',
        text_color: PARCHMENT,
      },
      {
        name: {
          en: 'Chestnut and porcini stew',
        },
        description: {
          en: "Autumn in a pot; the wine's wild herbs and gentle tannins wrap around the sweet chestnuts.",
        },
        art: { kind: 'food', dish: 'mushroom', palette: ['#e8c9a0', '#8a5a3a', FOREST] },
        text_position: 'top',
        background_text: CREAM,
        text_color: FOREST,
      },
      {
        name: {
          en: "Sheep's cheese with quince",
        },
        description: {
          en: 'Salty, sweet and nutty at once: a simple plate that lets the old vines speak.',
        },
        art: { kind: 'food', dish: 'cheese', palette: [CREAM, '#d08a3c', '#6d3b1a'] },
        text_position: 'center',
        background_text: INK,
        text_color: '#e8c9a0',
      },
      {
        name: {
          en: 'Braised beef cheeks',
        },
        description: {
          en: 'Braised for hours in red wine until they fall apart; a deep wine for a deep sauce.',
        },
        art: { kind: 'food', dish: 'steak', palette: ['#c9b48a', BURGUNDY, INK] },
        text_position: 'bottom',
        background_text: BURGUNDY,
        text_color: CREAM,
      },
    ],
    portfolio: [
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'Just 300 magnums from the 1911 plot, each one numbered by hand.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Vinha Velha 1911',
          vintage: '2018 · 1.5 L',
          liquid: '#2e0a16',
          label: '#c9b48a',
          accent: INK,
        },
      },
      {
        name: 'Vinha Velha 1911 · 2016',
        description: {
          en: 'A classic Douro year, firm and long; now opening up beautifully.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Vinha Velha 1911',
          vintage: '2016',
          liquid: '#34101a',
          label: '#c9b48a',
          accent: INK,
        },
      },
      {
        name: 'Double Magnum 3 L',
        description: {
          en: "Twelve double magnums a year, kept for weddings, christenings and the family's own table.",
        },
        art: { kind: 'scene', subject: 'dinner', palette: [INK, '#c9b48a', BURGUNDY] },
      },
    ],
    taste_profile: { fruit: 4, body: 5, tannin: 5, acidity: 4, sweetness: 0, oak: 4 },
  },

  // 5. Minho white
  {
    slug: 'atlantico-alvarinho',
    name: 'Atlântico Alvarinho',
    harvest: '2023',
    style: 'white',
    url: 'https://ratings.example/wines/atlantico-alvarinho',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP'],
    grape_variety: { en: 'Alvarinho' },
    description: {
      en: "Alvarinho from granite pergolas in Monção, the Minho home of Inês's mother's family. Lemon zest, white peach and sea spray, with a saline, mouth-watering finish.",
    },
    bottle: {
      kind: 'bottle',
      style: 'bordeaux',
      wine: 'Atlântico',
      vintage: '2023',
      liquid: '#e6dc9a',
      label: '#dfe8e4',
      accent: TEAL,
    },
    caf: {
      colour: {
        text: {
          en: 'Pale lemon with green flashes, bright as a morning in the Minho.',
        },
        art: { kind: 'glass', liquid: '#e6dc9a', background: TEAL },
        text_position: 'bottom',
        text_bg_color: '#dfe8e4',
        text_color: ATLANTIC,
      },
      aroma: {
        text: {
          en: 'Lemon zest, white peach and green apple, orange blossom and a breath of the sea.',
        },
        art: { kind: 'aroma', notes: ['citrus', 'apple', 'flower'], background: '#dfe8e4' },
        text_position: 'top',
        text_bg_color: TEAL,
        text_color: CREAM,
      },
      flavour: {
        text: {
          en: 'Crisp and precise: citrus and stone fruit, a creamy touch from the lees and a long, salty finish.',
        },
        art: { kind: 'flavour', palette: ['#e6dc9a', '#9cc3bd', TEAL] },
        text_position: 'center',
        text_bg_color: ATLANTIC,
        text_color: '#e6dc9a',
      },
    },
    stories: [
      {
        title: {
          en: 'Where the river meets the sea',
        },
        description: {
          en: 'Monção sits on the Minho river, an hour upstream from the Atlantic. Cool nights, wet winters and ocean air give Alvarinho its tension and its salty edge.',
        },
        art: { kind: 'landscape', scene: 'coast', palette: ['#dfe8e4', '#9cc3bd', ATLANTIC] },
        text_position: 'bottom',
        text_color: CREAM,
        text_background_color: ATLANTIC,
      },
      {
        title: { en: "My mother's pergolas" },
        description: {
          en: '“I learned to walk under these vines,” says Inês. Her mother, Helena Lima, still tends the high pergolas, where air moves freely under the leaves and the grapes stay healthy.',
        },
        art: { kind: 'landscape', scene: 'vineyard', palette: ['#e6dc9a', '#8fae6e', '#2f4a2a'] },
        text_position: 'top',
        text_color: '#2f4a2a',
        text_background_color: '#f4f1dc',
      },
      {
        title: {
          en: 'Quiet months on the lees',
        },
        description: {
          en: 'After fermentation the wine rests on its fine lees for six months in steel. Joaquim stirs it gently each week; it gains texture without losing its edge.',
        },
        art: { kind: 'landscape', scene: 'cellar', palette: ['#2a3a40', '#9cc3bd', '#e6dc9a'] },
        text_position: 'center',
        text_color: ATLANTIC,
        text_background_color: '#e6dc9a',
      },
    ],
    foods: [
      {
        name: { en: 'Fresh oysters' },
        description: {
          en: "Briny oysters and a squeeze of lemon: the wine's salty finish picks up right where the sea leaves off.",
        },
        art: { kind: 'food', dish: 'oysters', palette: ['#dfe8e4', '#9aa7a8', ATLANTIC] },
        text_position: 'bottom',
        background_text: ATLANTIC,
        text_color: CREAM,
      },
      {
        name: { en: 'Grilled sea bass' },
        description: {
          en: 'Simply grilled with olive oil and coarse salt; the citrus in the glass does the rest.',
        },
        art: { kind: 'food', dish: 'fish', palette: [CREAM, '#e6dc9a', TEAL] },
        text_position: 'top',
        background_text: TEAL,
        text_color: CREAM,
      },
      {
        name: { en: 'Sushi and sashimi' },
        description: {
          en: 'Clean, precise flavours for a clean, precise wine; lovely with salmon and white fish.',
        },
        art: { kind: 'food', dish: 'sushi', palette: [INK, '#e8846b', CREAM] },
        text_position: 'center',
        background_text: CREAM,
        text_color: INK,
      },
    ],
    portfolio: [
      {
        name: 'Atlântico Alvarinho 2022',
        description: {
          en: 'A warm, sunny year in the Minho: riper peach, the same salty finish.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Atlântico',
          vintage: '2022',
          liquid: '#e2d38a',
          label: '#dfe8e4',
          accent: TEAL,
        },
      },
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'For long lunches by the sea, when one bottle is never enough.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Atlântico',
          vintage: '2023 · 1.5 L',
          liquid: '#e6dc9a',
          label: '#dfe8e4',
          accent: TEAL,
        },
      },
    ],
    taste_profile: { fruit: 4, body: 2, tannin: 0, acidity: 5, sweetness: 1, oak: 0 },
  },

  // 6. High-altitude Douro white, part barrel-fermented
  {
    slug: 'xisto-branco-reserva',
    name: 'Xisto Branco Reserva',
    harvest: '2022',
    style: 'white',
    url: 'https://ratings.example/wines/xisto-branco-reserva',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'JP'],
    grape_variety: {
      en: 'Rabigato, Códega do Larinho, Gouveio and Viosinho',
    },
    description: {
      en: 'A white from our highest, coolest schist, where old white varieties grow at 600 metres. Half fermented in French oak: citrus, quince and hazelnut over a flinty, mineral spine.',
    },
    bottle: {
      kind: 'bottle',
      style: 'bordeaux',
      wine: 'Xisto Branco',
      vintage: '2022',
      liquid: '#d8c46a',
      label: CREAM,
      accent: GOLD,
    },
    caf: {
      colour: {
        text: {
          en: 'Bright straw gold with a green tinge.',
        },
        art: { kind: 'glass', liquid: '#d8c46a', background: SAGE },
        text_position: 'top',
        text_bg_color: CREAM,
        text_color: FOREST,
      },
      aroma: {
        text: {
          en: 'Lemon, ripe pear and quince, a little acacia honey and toasted hazelnut from the barrel.',
        },
        art: { kind: 'aroma', notes: ['citrus', 'apple', 'honey', 'vanilla'], background: '#4a4a3a' },
        text_position: 'center',
        text_bg_color: GOLD,
        text_color: INK,
      },
      flavour: {
        text: {
          en: 'Textured yet lively: citrus and orchard fruit on a stony core, gentle oak and a long, fresh finish.',
        },
        art: { kind: 'flavour', palette: ['#d8c46a', GOLD, '#5b5a4a'] },
        text_position: 'bottom',
        text_bg_color: INK,
        text_color: '#d8c46a',
      },
    },
    stories: [
      {
        title: { en: 'White wine from the heights' },
        description: {
          en: 'At 600 metres the nights stay cool even in August. The old white vines here ripen slowly and keep the acidity that most Douro whites lose in the heat.',
        },
        art: { kind: 'landscape', scene: 'hills', palette: ['#dfe3e6', '#a7a58a', '#5b5a4a'] },
        text_position: 'top',
        text_color: CREAM,
        text_background_color: '#5b5a4a',
      },
      {
        title: { en: 'Picked by headlamp' },
        description: {
          en: 'We harvest the white grapes at night, from 2 a.m. until sunrise, so they reach the press cool and fresh. The crew says the stars are the best part.',
        },
        art: { kind: 'landscape', scene: 'night', palette: ['#141b2d', '#2f3f5c', '#d8c46a'] },
        text_position: 'bottom',
        text_color: INK,
        text_background_color: '#d8c46a',
      },
      {
        title: { en: 'Half in oak, half in steel' },
        description: {
          en: 'Inês ferments half the wine in 400-litre French oak and half in steel, then blends them in spring. The oak brings texture; the steel keeps the mountain air.',
        },
        art: { kind: 'landscape', scene: 'cellar', palette: ['#3a332c', GOLD, CREAM] },
        text_position: 'center',
        text_color: CREAM,
        text_background_color: INK,
      },
    ],
    foods: [
      {
        name: {
          en: 'Roast salt cod with olive oil',
        },
        description: {
          en: "Salt cod roasted with garlic, olive oil and crushed potatoes; the wine's texture stands up to it and its acidity lifts it.",
        },
        art: { kind: 'food', dish: 'fish', palette: [PARCHMENT, '#c9b27a', '#4f6b3a'] },
        text_position: 'bottom',
        background_text: '#4f6b3a',
        text_color: CREAM,
      },
      {
        name: {
          en: 'Lemon and Parmesan tagliatelle',
        },
        description: {
          en: 'Butter, lemon and ten minutes: a weeknight supper that makes the most of the oak and the citrus.',
        },
        art: { kind: 'food', dish: 'pasta', palette: ['#f4ecd0', '#d8c46a', SAGE] },
        text_position: 'top',
        background_text: CREAM,
        text_color: INK,
      },
      {
        name: { en: 'Creamy Azeitão cheese' },
        description: {
          en: "Spoon-soft sheep's cheese, slightly bitter from thistle rennet; the wine's freshness cleans the palate.",
        },
        art: { kind: 'food', dish: 'cheese', palette: ['#f4ecd0', GOLD, '#5b5a4a'] },
        text_position: 'center',
        background_text: GOLD,
        text_color: INK,
      },
    ],
    portfolio: [
      {
        name: 'Xisto Branco Reserva 2021',
        description: {
          en: 'A cooler vintage, tighter and more citrus-driven; give it a year or two.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Xisto Branco',
          vintage: '2021',
          liquid: '#d6c878',
          label: CREAM,
          accent: GOLD,
        },
      },
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'Whites age beautifully in magnum; this one will keep for a decade.',
        },
        art: {
          kind: 'bottle',
          style: 'bordeaux',
          wine: 'Xisto Branco',
          vintage: '2022 · 1.5 L',
          liquid: '#d8c46a',
          label: CREAM,
          accent: GOLD,
        },
      },
    ],
    taste_profile: { fruit: 4, body: 4, tannin: 0, acidity: 4, sweetness: 0, oak: 3 },
  },

  // 7. Rosé
  {
    slug: 'aurora-rose',
    name: 'Aurora Rosé',
    harvest: '2023',
    style: 'rose',
    url: 'https://ratings.example/wines/aurora-rose',
    countries: ['US', 'GB', 'PT', 'ES', 'FR', 'BR', 'JP'],
    grape_variety: {
      en: 'Touriga Nacional and Tinta Roriz',
    },
    description: {
      en: 'Pressed gently at dawn, straight from the vineyard to the press. Pale salmon, with wild strawberry, pink grapefruit and a dry, refreshing finish: summer by the river.',
    },
    bottle: {
      kind: 'bottle',
      style: 'rose',
      wine: 'Aurora',
      vintage: '2023',
      liquid: '#f2a6a0',
      label: CREAM,
      accent: BURGUNDY,
    },
    caf: {
      colour: {
        text: {
          en: 'Pale salmon pink, the colour of the sky just before sunrise.',
        },
        art: { kind: 'glass', liquid: '#f2a6a0', background: '#fbe9e2' },
        text_position: 'bottom',
        text_bg_color: BURGUNDY,
        text_color: '#fbe9e2',
      },
      aroma: {
        text: {
          en: 'Wild strawberry and redcurrant, pink grapefruit and a little rose petal.',
        },
        art: { kind: 'aroma', notes: ['berry', 'citrus', 'flower'], background: '#f6cfc4' },
        text_position: 'top',
        text_bg_color: '#fbe9e2',
        text_color: BURGUNDY,
      },
      flavour: {
        text: {
          en: 'Dry, light and crisp: red berries and citrus, a silky texture and a clean, mouth-watering finish.',
        },
        art: { kind: 'flavour', palette: ['#f2a6a0', '#e8846b', '#fbe9e2'] },
        text_position: 'center',
        text_bg_color: INK,
        text_color: '#f6cfc4',
      },
    },
    stories: [
      {
        title: {
          en: 'Pressed at first light',
        },
        description: {
          en: 'The grapes are picked before the sun reaches the terraces and pressed whole within the hour. The juice barely touches the skins, which is why the colour is so pale.',
        },
        art: { kind: 'landscape', scene: 'harvest', palette: ['#f6cfc4', '#e8846b', '#7c8b6a'] },
        text_position: 'top',
        text_color: BURGUNDY,
        text_background_color: '#fbe9e2',
      },
      {
        title: { en: 'Summer on the Douro' },
        description: {
          en: 'On August Sundays the family takes the old rabelo boat down to the river beach, with bread, sardines and a cool box full of Aurora.',
        },
        art: { kind: 'landscape', scene: 'river', palette: ['#fbe9e2', '#8fb8c0', TEAL] },
        text_position: 'bottom',
        text_color: CREAM,
        text_background_color: TEAL,
      },
      {
        title: { en: "Tomás's idea" },
        description: {
          en: "Inês's brother Tomás, who runs our visits, asked for a wine for the terrace at sunset. Aurora was born in 2015 and became the most requested bottle at the quinta.",
        },
        art: { kind: 'scene', subject: 'picnic', palette: ['#f6cfc4', GOLD, BURGUNDY] },
        text_position: 'center',
        text_color: CREAM,
        text_background_color: BURGUNDY,
      },
    ],
    foods: [
      {
        name: { en: 'Grilled sardines' },
        description: {
          en: 'The taste of June in Portugal: sardines straight off the grill on a slice of bread, and a cold glass of rosé.',
        },
        art: { kind: 'food', dish: 'fish', palette: ['#dfe8e4', '#8a9aa8', ATLANTIC] },
        text_position: 'bottom',
        background_text: '#fbe9e2',
        text_color: ATLANTIC,
      },
      {
        name: {
          en: 'Tomato and peach salad',
        },
        description: {
          en: 'Ripe tomatoes, white peach, mint and olive oil: fresh, fruity and gone in minutes.',
        },
        art: { kind: 'food', dish: 'salad', palette: ['#fbe9e2', '#e0574a', '#6f9a57'] },
        text_position: 'top',
        background_text: '#2f4a2a',
        text_color: '#fbe9e2',
      },
      {
        name: { en: 'Salmon sushi' },
        description: {
          en: "Salmon and a touch of ginger bring out the wine's red berries and its citrus snap.",
        },
        art: { kind: 'food', dish: 'sushi', palette: [INK, '#f2a6a0', CREAM] },
        text_position: 'center',
        background_text: INK,
        text_color: '#f6cfc4',
      },
    ],
    portfolio: [
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'The summer format: one magnum, one long table, one sunset.',
        },
        art: {
          kind: 'bottle',
          style: 'rose',
          wine: 'Aurora',
          vintage: '2023 · 1.5 L',
          liquid: '#f2a6a0',
          label: CREAM,
          accent: BURGUNDY,
        },
      },
      {
        name: 'Aurora Rosé 2022',
        description: {
          en: 'A touch riper and rounder, still perfectly fresh at the table.',
        },
        art: {
          kind: 'bottle',
          style: 'rose',
          wine: 'Aurora',
          vintage: '2022',
          liquid: '#eea08f',
          label: CREAM,
          accent: BURGUNDY,
        },
      },
    ],
    taste_profile: { fruit: 5, body: 2, tannin: 1, acidity: 4, sweetness: 1, oak: 0 },
  },

  // 8. Traditional-method sparkling
  {
    slug: 'norte-espumante-bruto',
    name: 'Norte Espumante Bruto',
    harvest: 'NV',
    style: 'sparkling',
    url: 'https://ratings.example/wines/norte-espumante-bruto',
    countries: ['US', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP'],
    grape_variety: {
      en: 'Malvasia Fina, Gouveio and Alvarinho',
    },
    description: {
      en: 'Traditional-method sparkling wine, aged 30 months on its lees in the coolest corner of our granite cellar. Fine, persistent bubbles, green apple, brioche and a bright, lemony finish.',
    },
    bottle: {
      kind: 'bottle',
      style: 'sparkling',
      wine: 'Norte Espumante',
      vintage: 'Bruto',
      liquid: '#eadb9c',
      label: INK,
      accent: GOLD,
    },
    caf: {
      colour: {
        text: {
          en: 'Pale gold, with a fine, steady stream of bubbles.',
        },
        art: { kind: 'glass', liquid: '#eadb9c', background: INK },
        text_position: 'bottom',
        text_bg_color: CREAM,
        text_color: INK,
      },
      aroma: {
        text: {
          en: 'Green apple and lemon, white flowers, toasted brioche and a hint of almond.',
        },
        art: { kind: 'aroma', notes: ['apple', 'citrus', 'flower', 'vanilla'], background: '#26201c' },
        text_position: 'top',
        text_bg_color: GOLD,
        text_color: INK,
      },
      flavour: {
        text: {
          en: 'Dry and vibrant: creamy mousse, crisp acidity, citrus and toast, and a long, clean finish.',
        },
        art: { kind: 'flavour', palette: ['#eadb9c', GOLD, INK] },
        text_position: 'center',
        text_bg_color: INK,
        text_color: '#eadb9c',
      },
    },
    stories: [
      {
        title: {
          en: 'Thirty months in the dark',
        },
        description: {
          en: 'The bottles rest in the deepest gallery of the 1890 cellar, cut into the hillside. There, in cool darkness, the second fermentation makes the fine bubbles.',
        },
        art: { kind: 'landscape', scene: 'cellar', palette: ['#141010', '#3a332c', '#eadb9c'] },
        text_position: 'bottom',
        text_color: INK,
        text_background_color: '#eadb9c',
      },
      {
        title: { en: 'Turned by hand' },
        description: {
          en: 'Joaquim still riddles every bottle by hand on wooden racks: a quarter turn each morning for six weeks. He says he can hear when the wine is ready.',
        },
        art: { kind: 'scene', subject: 'tasting', palette: [INK, GOLD, CREAM] },
        text_position: 'top',
        text_color: CREAM,
        text_background_color: INK,
      },
      {
        title: { en: 'A toast for the ramo' },
        description: {
          en: 'On the last day of harvest, the crew carries the ramo, a branch dressed in ribbons, up to the house. It always ends the same way: Inês opens a bottle of this.',
        },
        art: { kind: 'landscape', scene: 'harvest', palette: [CREAM, GOLD, BURGUNDY] },
        text_position: 'center',
        text_color: CREAM,
        text_background_color: BURGUNDY,
      },
    ],
    foods: [
      {
        name: { en: 'Oysters on ice' },
        description: {
          en: "Bubbles and brine, the oldest match there is; the wine's acidity works like a squeeze of lemon.",
        },
        art: { kind: 'food', dish: 'oysters', palette: ['#e9eef0', '#9aa7a8', INK] },
        text_position: 'bottom',
        background_text: INK,
        text_color: '#eadb9c',
      },
      {
        name: { en: 'Salt cod fritters' },
        description: {
          en: 'Crisp outside, soft inside: the bubbles cut through the frying and leave you wanting the next one.',
        },
        art: { kind: 'food', dish: 'fish', palette: [PARCHMENT, '#c98a3a', '#5b3a1a'] },
        text_position: 'top',
        background_text: CREAM,
        text_color: '#5b3a1a',
      },
      {
        name: { en: 'Cured ham from Chaves' },
        description: {
          en: "Thin slices of salty-sweet ham; the wine's freshness and toasty notes balance every bite.",
        },
        art: { kind: 'food', dish: 'charcuterie', palette: [CREAM, '#c0505a', BURGUNDY] },
        text_position: 'center',
        background_text: BURGUNDY,
        text_color: CREAM,
      },
      {
        name: { en: 'Sushi platter' },
        description: {
          en: 'Rice, fish and a little wasabi: the fine bubbles refresh the palate between every piece.',
        },
        art: { kind: 'food', dish: 'sushi', palette: ['#2a2a2a', '#e8846b', '#9cbf7a'] },
        text_position: 'bottom',
        background_text: GOLD,
        text_color: INK,
      },
    ],
    portfolio: [
      {
        name: 'Magnum 1.5 L',
        description: {
          en: 'Bubbles age better in magnum: more time on the lees, a finer mousse.',
        },
        art: {
          kind: 'bottle',
          style: 'sparkling',
          wine: 'Norte Espumante',
          vintage: 'Bruto · 1.5 L',
          liquid: '#eadb9c',
          label: INK,
          accent: GOLD,
        },
      },
      {
        name: 'Norte Espumante Extra Bruto 2016',
        description: {
          en: 'A single-vintage cuvée with five years on the lees and almost no dosage.',
        },
        art: {
          kind: 'bottle',
          style: 'sparkling',
          wine: 'Norte Espumante',
          vintage: '2016',
          liquid: '#e4cf86',
          label: CREAM,
          accent: INK,
        },
      },
      {
        name: '37.5 cl',
        description: {
          en: 'The half bottle: two glasses each, any day of the week.',
        },
        art: {
          kind: 'bottle',
          style: 'sparkling',
          wine: 'Norte Espumante',
          vintage: 'Bruto · 37.5 cl',
          liquid: '#eadb9c',
          label: INK,
          accent: GOLD,
        },
      },
    ],
    taste_profile: { fruit: 3, body: 2, tannin: 0, acidity: 6, sweetness: 1, oak: 1 },
  },

  // 9. Fortified single-harvest tawny
  {
    slug: 'norte-colheita-tawny',
    name: 'Norte Colheita Tawny',
    harvest: '2012',
    style: 'sweet',
    url: 'https://ratings.example/wines/norte-colheita-tawny',
    countries: ['US', 'GB', 'PT', 'DE', 'BR', 'JP'],
    grape_variety: {
      en: 'Touriga Franca, Tinta Roriz, Tinta Barroca and Touriga Nacional',
    },
    description: {
      en: 'A fortified wine from a single harvest, aged ten years in old oak casks in our cellar. Amber and glowing: dried fig, walnut and orange peel, honeyed yet fresh.',
    },
    bottle: {
      kind: 'bottle',
      style: 'sweet',
      wine: 'Colheita',
      vintage: '2012',
      liquid: '#9a4a1c',
      label: CREAM,
      accent: GOLD,
    },
    caf: {
      colour: {
        text: {
          en: 'Glowing amber with a tawny, copper rim.',
        },
        art: { kind: 'glass', liquid: '#9a4a1c', background: '#f3e3c7' },
        text_position: 'bottom',
        text_bg_color: AMBER,
        text_color: CREAM,
      },
      aroma: {
        text: {
          en: 'Dried fig and date, walnut, orange peel, honey and a touch of sweet spice.',
        },
        art: { kind: 'aroma', notes: ['honey', 'citrus', 'plum', 'vanilla'], background: '#3a2114' },
        text_position: 'top',
        text_bg_color: '#f3e3c7',
        text_color: '#3a2114',
      },
      flavour: {
        text: {
          en: 'Rich and silky: caramel and nuts, candied orange, a lively acidity that keeps it light, and a finish that lasts for minutes.',
        },
        art: { kind: 'flavour', palette: ['#9a4a1c', GOLD, '#f3e3c7'] },
        text_position: 'center',
        text_bg_color: INK,
        text_color: '#e8b96a',
      },
    },
    stories: [
      {
        title: { en: 'One harvest, bottled' },
        description: {
          en: 'In 2012 the grapes were trodden in the lagares and fortified halfway through fermentation, keeping their natural sweetness. Then the wine went into cask and waited.',
        },
        art: { kind: 'landscape', scene: 'harvest', palette: ['#f3e3c7', '#c98a3a', '#6d3b1a'] },
        text_position: 'top',
        text_color: CREAM,
        text_background_color: '#6d3b1a',
      },
      {
        title: { en: "The angels' share" },
        description: {
          en: 'Each year a little wine escapes through the oak. Joaquim tops up the casks by hand, and slowly the wine turns from ruby to amber, gaining nuts, spice and depth.',
        },
        art: { kind: 'landscape', scene: 'cellar', palette: [INK, AMBER, '#e8b96a'] },
        text_position: 'bottom',
        text_color: INK,
        text_background_color: '#e8b96a',
      },
      {
        title: {
          en: 'A wine for long evenings',
        },
        description: {
          en: 'An open bottle keeps for weeks, so at the quinta there is always one on the sideboard: for the end of dinner, a piece of cheese and one more story.',
        },
        art: { kind: 'landscape', scene: 'night', palette: ['#1a1420', '#3a2a40', '#e8b96a'] },
        text_position: 'center',
        text_color: '#f3e3c7',
        text_background_color: '#3a2114',
      },
    ],
    foods: [
      {
        name: { en: 'Blue cheese and walnuts' },
        description: {
          en: "Salty, creamy blue against honeyed sweetness: the wine's walnut notes tie it all together.",
        },
        art: { kind: 'food', dish: 'cheese', palette: ['#f3e3c7', '#7a8fa0', '#6d3b1a'] },
        text_position: 'bottom',
        background_text: '#6d3b1a',
        text_color: CREAM,
      },
      {
        name: { en: 'Almond tart' },
        description: {
          en: 'A caramelised almond tart from the Douro: nut with nut, caramel with caramel.',
        },
        art: { kind: 'food', dish: 'dessert', palette: [CREAM, '#d9a25a', AMBER] },
        text_position: 'top',
        background_text: '#f3e3c7',
        text_color: '#3a2114',
      },
      {
        name: {
          en: 'Dark chocolate with sea salt',
        },
        description: {
          en: 'A square of 70% chocolate and a sip of tawny: orange peel and cocoa, the simplest dessert of all.',
        },
        art: { kind: 'food', dish: 'dessert', palette: ['#2a1a14', '#6d3b1a', '#e8b96a'] },
        text_position: 'center',
        background_text: INK,
        text_color: '#e8b96a',
      },
    ],
    portfolio: [
      {
        name: '37.5 cl',
        description: {
          en: 'The half bottle, perfect for a dinner for four.',
        },
        art: {
          kind: 'bottle',
          style: 'sweet',
          wine: 'Colheita',
          vintage: '2012 · 37.5 cl',
          liquid: '#9a4a1c',
          label: CREAM,
          accent: GOLD,
        },
      },
      {
        name: 'Norte Colheita Tawny 2007',
        description: {
          en: 'Fifteen years in cask: deeper amber, more walnut and spice, a long, haunting finish.',
        },
        art: {
          kind: 'bottle',
          style: 'sweet',
          wine: 'Colheita',
          vintage: '2007',
          liquid: '#7a3a16',
          label: CREAM,
          accent: GOLD,
        },
      },
    ],
    taste_profile: { fruit: 4, body: 5, tannin: 2, acidity: 4, sweetness: 6, oak: 5 },
  },
]
