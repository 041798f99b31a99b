import type { DemoClub, DemoDiscover, DemoEnjoy, DemoLocalPromotion, DemoOtherPopup, DemoPopup, DemoPromotion, DemoShop, DemoVendor, Hex } from './types'

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
      es: 'Cata en la bodega de granito',
      pt: 'Prova na adega de granito',
      de: 'Verkostung im Granitkeller',
      fr: 'Dégustation dans le chai de granit',
    },
    description: {
      en: 'Six wines, from Alvarinho to a 2012 Colheita, poured by our team among the 1890 lagares. About 75 minutes.',
      es: 'Seis vinos, del Alvarinho a un Colheita 2012, servidos por nuestro equipo entre los lagares de 1890. Unos 75 minutos.',
      pt: 'Seis vinhos, do Alvarinho a um Colheita 2012, servidos pela nossa equipa entre os lagares de 1890. Cerca de 75 minutos.',
      de: 'Sechs Weine, vom Alvarinho bis zum Colheita 2012, ausgeschenkt von unserem Team zwischen den Lagares von 1890. Etwa 75 Minuten.',
      fr: 'Six vins, de l’Alvarinho au Colheita 2012, servis par notre équipe au milieu des lagares de 1890. Environ 75 minutes.',
    },
    art: { kind: 'scene', subject: 'tasting', palette: [INK, BURGUNDY, GOLD] },
    link: 'https://norte-wines.example/visit/tastings',
    countries: ALL,
    align_content: 'left',
    text_color: CREAM,
  },
  {
    name: { en: 'Walk the terraces', es: 'Paseo por las terrazas', pt: 'Passeio pelos socalcos', de: 'Über die Terrassen wandern', fr: 'Balade dans les terrasses' },
    description: {
      en: 'Two hours with António through the schist terraces and the 1911 vineyard, ending with a glass on the top wall.',
      es: 'Dos horas con António por las terrazas de esquisto y la viña de 1911, con una copa final sobre el muro más alto.',
      pt: 'Duas horas com o António pelos socalcos de xisto e pela vinha de 1911, a terminar com um copo no muro mais alto.',
      de: 'Zwei Stunden mit António durch die Schieferterrassen und den Weinberg von 1911, zum Abschluss ein Glas auf der obersten Mauer.',
      fr: 'Deux heures avec António à travers les terrasses de schiste et la vigne de 1911, pour finir par un verre sur le plus haut muret.',
    },
    art: { kind: 'scene', subject: 'tour', palette: [PARCHMENT, SAGE, GOLD] },
    link: 'https://norte-wines.example/visit/vineyard-walk',
    countries: ALL,
    align_content: 'center',
    text_color: INK,
  },
  {
    name: { en: 'Harvest weekend', es: 'Fin de semana de vendimia', pt: 'Fim de semana de vindimas', de: 'Lesewochenende', fr: 'Week-end des vendanges' },
    description: {
      en: 'Pick with our crew, tread grapes in the lagares at night and join the harvest lunch. September weekends only; places are limited.',
      es: 'Vendimia con nuestra cuadrilla, pisa uva en los lagares por la noche y siéntate a la comida de vendimia. Solo fines de semana de septiembre; plazas limitadas.',
      pt: 'Vindime com a nossa roga, pise uvas nos lagares à noite e junte-se ao almoço das vindimas. Só aos fins de semana de setembro; lugares limitados.',
      de: 'Lesen Sie mit unserer Mannschaft, treten Sie nachts Trauben in den Lagares und feiern Sie beim Lesemahl mit. Nur an Septemberwochenenden, Plätze begrenzt.',
      fr: 'Vendangez avec notre équipe, foulez le raisin dans les lagares à la nuit tombée et partagez le repas des vendanges. Les week-ends de septembre, places limitées.',
    },
    art: { kind: 'landscape', scene: 'harvest', palette: [GOLD, BURGUNDY, CREAM] },
    link: 'https://norte-wines.example/visit/harvest-weekend',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR', 'BR'],
    align_content: 'right',
    text_color: INK,
  },
  {
    name: { en: 'Picnic above the river', es: 'Pícnic sobre el río', pt: 'Piquenique sobre o rio', de: 'Picknick über dem Fluss', fr: 'Pique-nique au-dessus du fleuve' },
    description: {
      en: 'A basket from Dona Lurdes’s kitchen, a bottle of Aurora and a blanket under the olive trees, with the Douro below. May to October.',
      es: 'Una cesta de la cocina de doña Lurdes, una botella de Aurora y una manta bajo los olivos, con el Duero a tus pies. De mayo a octubre.',
      pt: 'Um cesto da cozinha da Dona Lurdes, uma garrafa de Aurora e uma manta debaixo das oliveiras, com o Douro lá em baixo. De maio a outubro.',
      de: 'Ein Korb aus Dona Lurdes’ Küche, eine Flasche Aurora und eine Decke unter den Olivenbäumen, den Douro zu Füßen. Von Mai bis Oktober.',
      fr: 'Un panier de la cuisine de Dona Lurdes, une bouteille d’Aurora et une couverture sous les oliviers, le Douro en contrebas. De mai à octobre.',
    },
    art: { kind: 'scene', subject: 'picnic', palette: [CREAM, SAGE, BURGUNDY] },
    link: 'https://norte-wines.example/visit/picnic',
    countries: ['GB', 'PT', 'ES', 'DE', 'FR', 'BR', 'JP'],
    align_content: 'left',
    text_color: BURGUNDY,
  },
  {
    name: { en: 'Dinner in the cellar', es: 'Cena en la bodega', pt: 'Jantar na adega', de: 'Dinner im Weinkeller', fr: 'Dîner dans le chai' },
    description: {
      en: 'Five courses by candlelight at the long table between the casks, each one paired by Inês. Fridays and Saturdays.',
      es: 'Cinco platos a la luz de las velas en la mesa larga entre los toneles, cada uno maridado por Inês. Viernes y sábados.',
      pt: 'Cinco pratos à luz das velas na mesa comprida entre os cascos, cada um harmonizado pela Inês. Sextas e sábados.',
      de: 'Fünf Gänge bei Kerzenlicht an der langen Tafel zwischen den Fässern, jeder von Inês mit dem passenden Wein. Freitags und samstags.',
      fr: 'Cinq plats aux chandelles, à la grande table entre les fûts, chacun accordé par Inês. Les vendredis et samedis.',
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
      es: 'Envío gratis en seis botellas',
      pt: 'Portes grátis em seis garrafas',
      de: 'Versandkostenfrei ab sechs Flaschen',
      fr: 'Livraison offerte dès six bouteilles',
    },
    description: {
      en: 'Mix any six bottles in our online shop and we deliver them free, packed in recycled-paper cradles.',
      es: 'Combina seis botellas cualesquiera en nuestra tienda online y te las enviamos gratis, en embalajes de papel reciclado.',
      pt: 'Junte quaisquer seis garrafas na nossa loja online e enviamos sem custos, em embalagens de papel reciclado.',
      de: 'Stellen Sie im Onlineshop sechs beliebige Flaschen zusammen: Wir liefern kostenlos, verpackt in Hüllen aus Recyclingpapier.',
      fr: 'Composez six bouteilles au choix sur notre boutique en ligne : nous les livrons gratuitement, dans des calages en papier recyclé.',
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
      es: 'Un regalo envuelto a mano',
      pt: 'Um presente embrulhado à mão',
      de: 'Ein Geschenk, von Hand verpackt',
      fr: 'Un cadeau emballé à la main',
    },
    description: {
      en: 'Any bottle can travel in our cork gift wrap with a handwritten card, at no extra cost.',
      es: 'Cualquier botella puede viajar en nuestro envoltorio de corcho con una tarjeta escrita a mano, sin coste adicional.',
      pt: 'Qualquer garrafa pode seguir no nosso embrulho de cortiça, com um cartão escrito à mão, sem custo adicional.',
      de: 'Jede Flasche reist auf Wunsch in unserer Korkverpackung mit handgeschriebener Karte, ohne Aufpreis.',
      fr: 'Chaque bouteille peut voyager dans notre emballage en liège avec une carte manuscrite, sans supplément.',
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
      es: 'Cata entre semana para dos',
      pt: 'Prova a dois durante a semana',
      de: 'Verkostung zu zweit unter der Woche',
      fr: 'Dégustation à deux en semaine',
    },
    description: {
      en: 'Book a cellar tasting from Tuesday to Thursday and your guest tastes with our compliments.',
      es: 'Reserva una cata en la bodega de martes a jueves y tu acompañante cata por cuenta de la casa.',
      pt: 'Marque uma prova na adega de terça a quinta e o seu acompanhante prova por conta da casa.',
      de: 'Buchen Sie eine Kellerverkostung von Dienstag bis Donnerstag, und Ihre Begleitung ist unser Gast.',
      fr: 'Réservez une dégustation au chai du mardi au jeudi : la personne qui vous accompagne est notre invitée.',
    },
    art: { kind: 'scene', subject: 'tasting', palette: [SAGE, CREAM, FOREST] },
    link: 'https://norte-wines.example/visit/tastings?offer=midweek',
    countries: ALL,
    align_content: 'right',
    text_color: INK,
    background_color: SAGE,
  },
  {
    name: { en: 'Magnum month', es: 'El mes del mágnum', pt: 'O mês do magnum', de: 'Magnum-Monat', fr: 'Le mois du magnum' },
    description: {
      en: 'Throughout December every magnum in the shop is 15% off, while our small stock lasts.',
      es: 'Durante todo diciembre, todos los mágnums de la tienda tienen un 15 % de descuento, hasta agotar existencias.',
      pt: 'Durante todo o mês de dezembro, todos os magnuns da loja têm 15 % de desconto, até esgotar o stock.',
      de: 'Den ganzen Dezember über sind alle Magnums im Shop 15 % günstiger, solange unser kleiner Vorrat reicht.',
      fr: 'Pendant tout le mois de décembre, tous les magnums de la boutique sont à −15 %, dans la limite de notre petit stock.',
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
      es: 'Encuentra una tienda cerca de ti',
      pt: 'Encontre uma loja perto de si',
      de: 'Händler in Ihrer Nähe',
      fr: 'Un caviste près de chez vous',
    },
    description: {
      en: 'Wine shops and restaurants that pour Norte, close to where you are.',
      es: 'Tiendas de vino y restaurantes que sirven Norte, cerca de donde estás.',
      pt: 'Garrafeiras e restaurantes que servem Norte, perto de onde está.',
      de: 'Weinhandlungen und Restaurants mit Norte im Angebot, ganz in Ihrer Nähe.',
      fr: 'Cavistes et restaurants qui servent Norte, près de chez vous.',
    },
    art: { kind: 'scene', subject: 'map', palette: [CREAM, SAGE, BURGUNDY] },
    link: '/vendors',
    countries: ALL,
    text_color: INK,
    background_color: CREAM,
    link_type: 'internal',
  },
  {
    name: { en: 'Our online shop', es: 'Nuestra tienda online', pt: 'A nossa loja online', de: 'Unser Onlineshop', fr: 'Notre boutique en ligne' },
    description: {
      en: 'The full range, older vintages and magnums, shipped from the quinta to your door.',
      es: 'Toda la gama, añadas antiguas y mágnums, enviados desde la quinta hasta tu puerta.',
      pt: 'Toda a gama, colheitas antigas e magnuns, enviados da quinta até à sua porta.',
      de: 'Das ganze Sortiment, ältere Jahrgänge und Magnums, direkt von der Quinta zu Ihnen nach Hause.',
      fr: 'Toute la gamme, les millésimes anciens et les magnums, expédiés de la quinta jusqu’à votre porte.',
    },
    art: { kind: 'scene', subject: 'shop', palette: [BURGUNDY, CREAM, GOLD] },
    link: 'https://shop.norte-wines.example',
    countries: ALL,
    text_color: CREAM,
    background_color: BURGUNDY,
    link_type: 'other',
  },
  {
    name: { en: 'Join the wine club', es: 'Únete al club de vinos', pt: 'Junte-se ao clube de vinhos', de: 'Werden Sie Clubmitglied', fr: 'Rejoignez le club' },
    description: {
      en: 'Three bottles chosen by Inês, four times a year, with tasting notes and first access to rare releases.',
      es: 'Tres botellas elegidas por Inês, cuatro veces al año, con notas de cata y acceso preferente a las ediciones más raras.',
      pt: 'Três garrafas escolhidas pela Inês, quatro vezes por ano, com notas de prova e acesso antecipado às edições raras.',
      de: 'Drei Flaschen, ausgewählt von Inês, viermal im Jahr, mit Verkostungsnotizen und Vorkaufsrecht auf seltene Abfüllungen.',
      fr: 'Trois bouteilles choisies par Inês, quatre fois par an, avec notes de dégustation et accès en avant-première aux cuvées rares.',
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
const same = (name: string) => ({ en: name, es: name, pt: name, de: name, fr: name })

export const vendors: DemoVendor[] = [
  // United States: California
  {
    shop_name: same('Bay Cellars'),
    description: {
      en: 'A friendly SoMa wine shop with a whole shelf of Portugal and a tasting bar on Fridays.',
      es: 'Una tienda de vinos acogedora en SoMa, con una estantería entera dedicada a Portugal y barra de cata los viernes.',
      pt: 'Uma garrafeira simpática em SoMa, com uma prateleira inteira de Portugal e balcão de provas às sextas.',
      de: 'Ein freundlicher Weinladen in SoMa mit einem ganzen Regal voller Portugal und einer Probierbar am Freitag.',
      fr: 'Une cave chaleureuse à SoMa, avec tout un rayon consacré au Portugal et un bar de dégustation le vendredi.',
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
      es: 'Bar de vinos y tienda en el centro de Los Ángeles, con Norte por copas todas las noches.',
      pt: 'Bar de vinhos e garrafeira no centro de Los Angeles, com Norte a copo todas as noites.',
      de: 'Weinbar und Flaschenladen in Downtown LA, mit Norte jeden Abend im Glas.',
      fr: 'Bar à vin et caviste du centre de Los Angeles, avec du Norte au verre tous les soirs.',
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
      es: 'Tienda online con entregas en todo California en dos días.',
      pt: 'Loja online com entregas em toda a Califórnia em dois dias.',
      de: 'Online-Händler mit Lieferung in ganz Kalifornien innerhalb von zwei Tagen.',
      fr: 'Caviste en ligne qui livre partout en Californie en deux jours.',
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
      es: 'Un clásico de Chelsea para los vinos ibéricos, con un equipo que ha visitado la quinta.',
      pt: 'Uma referência em Chelsea para vinhos ibéricos, com uma equipa que já visitou a quinta.',
      de: 'In Chelsea die Adresse für iberische Weine, mit einem Team, das die Quinta selbst besucht hat.',
      fr: 'Une adresse incontournable de Chelsea pour les vins ibériques, dont l’équipe a visité la quinta.',
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
      es: 'Pequeña tienda de Brooklyn con catas los sábados y reparto en bicicleta por el barrio.',
      pt: 'Pequena loja em Brooklyn com provas ao sábado e entregas de bicicleta no bairro.',
      de: 'Kleiner Laden in Brooklyn mit Samstagsverkostungen und Lieferung per Fahrrad in der Nachbarschaft.',
      fr: 'Petite boutique de Brooklyn, avec dégustations le samedi et livraison à vélo dans le quartier.',
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
      es: 'Comerciante de vinos finos con envíos a todo el estado de Nueva York.',
      pt: 'Comerciante de vinhos finos com envios para todo o estado de Nova Iorque.',
      de: 'Fachhändler für feine Weine mit Versand in den gesamten Bundesstaat New York.',
      fr: 'Négociant en grands vins qui livre dans tout l’État de New York.',
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
      es: 'Tienda de vinos en el centro de Austin, con sala de catas en la azotea y una sección del Duero muy seria.',
      pt: 'Garrafeira no centro de Austin, com sala de provas no terraço e uma secção do Douro a sério.',
      de: 'Weinkeller in Downtown Austin mit Probierraum auf dem Dach und einer beachtlichen Douro-Abteilung.',
      fr: 'Une cave du centre d’Austin, avec salle de dégustation sur le toit et un vrai rayon Douro.',
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
      es: 'Entregas en todo Texas desde Houston, con cajas de regalo por encargo.',
      pt: 'Entregas em todo o Texas a partir de Houston, com caixas de oferta por encomenda.',
      de: 'Lieferung in ganz Texas ab Houston, Geschenkkisten auf Bestellung.',
      fr: 'Livraison dans tout le Texas depuis Houston, avec des coffrets cadeaux sur commande.',
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
      es: 'Un luminoso bar de vinos en Miami que sirve Aurora Rosé y nuestro Espumante por copas.',
      pt: 'Um bar de vinhos arejado em Miami que serve Aurora Rosé e o nosso Espumante a copo.',
      de: 'Eine luftige Weinbar in Miami mit Aurora Rosé und unserem Espumante im Glasausschank.',
      fr: 'Un bar à vin baigné de lumière à Miami, qui sert l’Aurora Rosé et notre Espumante au verre.',
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
      es: 'Entrega de vino en toda Florida, de los Cayos al Panhandle.',
      pt: 'Entregas de vinho em toda a Florida, das Keys ao Panhandle.',
      de: 'Weinlieferung in ganz Florida, von den Keys bis zum Panhandle.',
      fr: 'Livraison de vin dans toute la Floride, des Keys au Panhandle.',
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
      es: 'A pocos pasos del mercado, con una sala fresca para añadas antiguas.',
      pt: 'A dois passos do mercado, com uma cave fresca para colheitas antigas.',
      de: 'Nur wenige Schritte vom Markt, mit einem kühlen Kellerraum für ältere Jahrgänge.',
      fr: 'À deux pas du marché, avec une cave fraîche pour les millésimes anciens.',
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
      es: 'Entrega en la misma semana en cualquier punto del estado de Washington.',
      pt: 'Entrega na mesma semana em qualquer ponto do estado de Washington.',
      de: 'Lieferung innerhalb einer Woche, überall im Bundesstaat Washington.',
      fr: 'Livraison dans la semaine partout dans l’État de Washington.',
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
      es: 'Tienda de vinos y comedor en Londres, con una larga carta portuguesa.',
      pt: 'Garrafeira e sala de jantar em Londres, com uma longa carta portuguesa.',
      de: 'Weinhandlung mit Speisesaal in London und einer langen portugiesischen Karte.',
      fr: 'Caviste et salle à manger à Londres, avec une longue carte portugaise.',
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
      es: 'Comerciante independiente en el puerto de Bristol, con catas el primer jueves de cada mes.',
      pt: 'Comerciante independente junto ao porto de Bristol, com provas na primeira quinta-feira de cada mês.',
      de: 'Unabhängiger Weinhändler am Hafen von Bristol, mit Verkostungen an jedem ersten Donnerstag im Monat.',
      fr: 'Caviste indépendant sur les quais de Bristol, avec des dégustations le premier jeudi de chaque mois.',
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
      es: 'Comerciante de Edimburgo con envíos a todo el Reino Unido y debilidad por los blancos atlánticos.',
      pt: 'Comerciante de Edimburgo com entregas em todo o Reino Unido e um fraco pelos brancos atlânticos.',
      de: 'Händler aus Edinburgh mit Lieferung im ganzen Vereinigten Königreich und einer Schwäche für Atlantik-Weißweine.',
      fr: 'Négociant d’Édimbourg qui livre dans tout le Royaume-Uni, avec un faible pour les blancs atlantiques.',
    },
    art: { kind: 'scene', subject: 'delivery', palette: ['#dfe3e6', TEAL, BURGUNDY] },
    link: 'https://leithwine.example',
    countries: ['GB'],
    states: [],
    zip_codes: [],
  },
  // Portugal
  {
    shop_name: { en: 'The Quinta Shop', es: 'La tienda de la quinta', pt: 'Loja da Quinta', de: 'Der Quinta-Laden', fr: 'La boutique de la quinta' },
    description: {
      en: 'Our own shop at the estate in Baião: every wine, older vintages and olive oil from our trees.',
      es: 'Nuestra propia tienda en la finca, en Baião: todos los vinos, añadas antiguas y aceite de nuestros olivos.',
      pt: 'A nossa loja na quinta, em Baião: todos os vinhos, colheitas antigas e azeite das nossas oliveiras.',
      de: 'Unser eigener Laden auf dem Gut in Baião: alle Weine, ältere Jahrgänge und Olivenöl von unseren Bäumen.',
      fr: 'Notre propre boutique au domaine, à Baião : tous les vins, des millésimes anciens et l’huile d’olive de nos arbres.',
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
      es: 'Una tienda de vinos histórica junto al río, en Oporto, abierta desde 1932.',
      pt: 'Uma garrafeira histórica junto ao rio, no Porto, aberta desde 1932.',
      de: 'Eine traditionsreiche Weinhandlung am Fluss in Porto, seit 1932 geöffnet.',
      fr: 'Une cave historique au bord du fleuve, à Porto, ouverte depuis 1932.',
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
      es: 'Un pequeño bar de vinos en Lisboa donde puedes probar antes de comprar.',
      pt: 'Um pequeno bar de vinhos em Lisboa onde pode provar antes de comprar.',
      de: 'Eine kleine Weinbar in Lissabon, in der man vor dem Kauf probieren kann.',
      fr: 'Un petit bar à vin lisboète où l’on goûte avant d’acheter.',
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
      es: 'Una vinatería de Hamburgo en un antiguo almacén del puerto, fuerte en vinos portugueses.',
      pt: 'Um comerciante de vinhos de Hamburgo num antigo armazém do porto, com forte aposta em Portugal.',
      de: 'Hamburger Weinhandlung in einem alten Hafenspeicher, mit starkem Portugal-Sortiment.',
      fr: 'Un caviste hambourgeois installé dans un ancien entrepôt du port, très porté sur le Portugal.',
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
      es: 'Un animado bar y tienda de vinos en Berlín, con noches de cata cada semana.',
      pt: 'Um animado bar e loja de vinhos em Berlim, com noites de prova todas as semanas.',
      de: 'Lebendige Berliner Weinbar mit Laden und wöchentlichen Verkostungsabenden.',
      fr: 'Un bar à vin animé avec boutique à Berlin, et des soirées dégustation chaque semaine.',
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
      es: 'Comerciante de Múnich con envíos a toda Alemania.',
      pt: 'Comerciante de Munique com entregas em toda a Alemanha.',
      de: 'Münchner Weinkontor mit Versand in ganz Deutschland.',
      fr: 'Négociant munichois qui livre dans toute l’Allemagne.',
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
      es: 'Llega el Grande Reserva 2019',
      pt: 'Chegou o Grande Reserva 2019',
      de: 'Der Grande Reserva 2019 ist da',
      fr: 'Le Grande Reserva 2019 est arrivé',
    },
    description: {
      en: 'Our flagship from a cool, golden year, released in a small quantity. Members can reserve bottles before general sale.',
      es: 'Nuestro tinto insignia de un año fresco y dorado, en cantidad limitada. Los socios pueden reservar antes de la venta general.',
      pt: 'O nosso tinto de referência, de um ano fresco e dourado, em quantidade limitada. Os membros podem reservar antes da venda geral.',
      de: 'Unser Spitzenwein aus einem kühlen, goldenen Jahr, in kleiner Menge. Mitglieder können vor dem allgemeinen Verkauf reservieren.',
      fr: 'Notre grand rouge d’une année fraîche et dorée, en petite quantité. Les membres peuvent réserver avant la mise en vente.',
    },
    art: { kind: 'landscape', scene: 'vineyard', palette: [PARCHMENT, GOLD, BURGUNDY] },
    link: 'https://shop.norte-wines.example/norte-grande-reserva-2019',
    countries: ALL,
    states: [],
    newest: true,
  },
  {
    title: { en: 'The summer rosé case', es: 'La caja de rosado del verano', pt: 'A caixa de rosé do verão', de: 'Die Rosé-Sommerkiste', fr: 'La caisse de rosé de l’été' },
    description: {
      en: 'Six bottles of Aurora Rosé with a free cool bag, for long days outdoors.',
      es: 'Seis botellas de Aurora Rosé con una bolsa nevera de regalo, para los días largos al aire libre.',
      pt: 'Seis garrafas de Aurora Rosé com um saco térmico de oferta, para os dias longos ao ar livre.',
      de: 'Sechs Flaschen Aurora Rosé mit gratis Kühltasche, für lange Tage im Freien.',
      fr: 'Six bouteilles d’Aurora Rosé avec un sac isotherme offert, pour les longues journées au grand air.',
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
      es: 'Inês, de gira por EE. UU.',
      pt: 'A Inês em digressão pelos EUA',
      de: 'Inês auf US-Tour treffen',
      fr: 'Rencontrez Inês aux États-Unis',
    },
    description: {
      en: 'This spring Inês visits our partners in five cities, with tastings and dinners. See the dates and book a seat.',
      es: 'Esta primavera Inês visita a nuestros socios en cinco ciudades, con catas y cenas. Consulta las fechas y reserva tu plaza.',
      pt: 'Esta primavera, a Inês visita os nossos parceiros em cinco cidades, com provas e jantares. Veja as datas e reserve o seu lugar.',
      de: 'In diesem Frühjahr besucht Inês unsere Partner in fünf Städten, mit Verkostungen und Dinners. Termine ansehen und Platz reservieren.',
      fr: 'Ce printemps, Inês rend visite à nos partenaires dans cinq villes, avec dégustations et dîners. Découvrez les dates et réservez votre place.',
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
      es: 'La Baga llega a California',
      pt: 'A Baga chega à Califórnia',
      de: 'Baga kommt nach Kalifornien',
      fr: 'Le Baga arrive en Californie',
    },
    description: {
      en: 'Bruma Baga is now poured by the glass at our partner wine bars in San Francisco and Los Angeles. Be the first in the US to try it.',
      es: 'Bruma Baga ya se sirve por copas en nuestros bares asociados de San Francisco y Los Ángeles. Pruébalo antes que nadie en EE. UU.',
      pt: 'O Bruma Baga já é servido a copo nos nossos bares parceiros em São Francisco e Los Angeles. Prove-o antes de todos nos EUA.',
      de: 'Bruma Baga gibt es jetzt glasweise in unseren Partner-Weinbars in San Francisco und Los Angeles. Probieren Sie ihn als Erste in den USA.',
      fr: 'Le Bruma Baga est désormais servi au verre dans nos bars partenaires de San Francisco et Los Angeles. Goûtez-le avant tout le monde aux États-Unis.',
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
      es: 'Cajas de regalo para las fiestas',
      pt: 'Caixas de oferta para as festas',
      de: 'Geschenkboxen für die Festtage',
      fr: 'Coffrets cadeaux pour les fêtes',
    },
    description: {
      en: 'Three wines, a tasting booklet and a handwritten card, boxed in cork and ready to give.',
      es: 'Tres vinos, un cuaderno de cata y una tarjeta escrita a mano, en una caja de corcho lista para regalar.',
      pt: 'Três vinhos, um caderno de prova e um cartão escrito à mão, numa caixa de cortiça pronta a oferecer.',
      de: 'Drei Weine, ein Verkostungsheft und eine handgeschriebene Karte, in Kork verpackt und bereit zum Verschenken.',
      fr: 'Trois vins, un livret de dégustation et une carte manuscrite, dans un coffret en liège prêt à offrir.',
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
      es: 'Noche de cata en Chelsea',
      pt: 'Noite de provas em Chelsea',
      de: 'Verkostungsabend in Chelsea',
      fr: 'Soirée dégustation à Chelsea',
    },
    description: {
      en: 'Join us at Hudson Street Wines on the first Thursday of the month: six Norte wines and Portuguese bites. Free, but please book.',
      es: 'Te esperamos en Hudson Street Wines el primer jueves de cada mes: seis vinos Norte y bocados portugueses. Gratis, con reserva.',
      pt: 'Esperamos por si na Hudson Street Wines na primeira quinta-feira de cada mês: seis vinhos Norte e petiscos portugueses. Gratuito, mediante reserva.',
      de: 'Besuchen Sie uns jeden ersten Donnerstag im Monat bei Hudson Street Wines: sechs Norte-Weine und portugiesische Häppchen. Kostenlos, bitte anmelden.',
      fr: 'Retrouvez-nous chez Hudson Street Wines le premier jeudi du mois : six vins Norte et des bouchées portugaises. Gratuit, sur réservation.',
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
      es: 'Semana del Duero en California',
      pt: 'Semana do Douro na Califórnia',
      de: 'Douro-Woche in Kalifornien',
      fr: 'Semaine du Douro en Californie',
    },
    description: {
      en: 'For one week in May, our California partners pour a flight of three Norte wines at a special price.',
      es: 'Durante una semana de mayo, nuestros socios de California sirven una selección de tres vinos Norte a un precio especial.',
      pt: 'Durante uma semana de maio, os nossos parceiros na Califórnia servem uma seleção de três vinhos Norte a um preço especial.',
      de: 'Eine Woche im Mai schenken unsere kalifornischen Partner drei Norte-Weine als Flight zum Sonderpreis aus.',
      fr: 'Pendant une semaine en mai, nos partenaires californiens servent une sélection de trois vins Norte à prix doux.',
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
      es: 'Ostras y Alvarinho en Seattle',
      pt: 'Ostras e Alvarinho em Seattle',
      de: 'Austern und Alvarinho in Seattle',
      fr: 'Huîtres et Alvarinho à Seattle',
    },
    description: {
      en: 'Every Friday in June at Pike Place Wine Merchants: half a dozen oysters and a glass of Atlântico Alvarinho.',
      es: 'Todos los viernes de junio en Pike Place Wine Merchants: media docena de ostras y una copa de Atlântico Alvarinho.',
      pt: 'Todas as sextas-feiras de junho na Pike Place Wine Merchants: meia dúzia de ostras e um copo de Atlântico Alvarinho.',
      de: 'Jeden Freitag im Juni bei Pike Place Wine Merchants: ein halbes Dutzend Austern und ein Glas Atlântico Alvarinho.',
      fr: 'Chaque vendredi de juin chez Pike Place Wine Merchants : six huîtres et un verre d’Atlântico Alvarinho.',
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
    title: { en: 'The quarterly case', es: 'La caja trimestral', pt: 'A caixa trimestral', de: 'Die Quartalskiste', fr: 'La caisse trimestrielle' },
    description: {
      en: 'Three bottles chosen by Inês each season, with her notes and a recipe from Dona Lurdes.',
      es: 'Tres botellas elegidas por Inês cada temporada, con sus notas y una receta de doña Lurdes.',
      pt: 'Três garrafas escolhidas pela Inês em cada estação, com as suas notas e uma receita da Dona Lurdes.',
      de: 'Jede Saison drei von Inês ausgewählte Flaschen, mit ihren Notizen und einem Rezept von Dona Lurdes.',
      fr: 'Trois bouteilles choisies par Inês à chaque saison, avec ses notes et une recette de Dona Lurdes.',
    },
    art: { kind: 'scene', subject: 'club', palette: [BURGUNDY, GOLD, CREAM] },
    link: 'https://club.norte-wines.example/quarterly-case',
    countries: ['US', 'GB', 'PT', 'ES', 'DE', 'FR'],
  },
  {
    title: { en: "Members' harvest day", es: 'Día de vendimia para socios', pt: 'Dia de vindima dos membros', de: 'Lesetag für Mitglieder', fr: 'Journée vendanges des membres' },
    description: {
      en: 'One Saturday each September, club members pick, tread and have lunch with the family at the quinta.',
      es: 'Un sábado de cada septiembre, los socios del club vendimian, pisan uva y comen con la familia en la quinta.',
      pt: 'Num sábado de setembro, os membros do clube vindimam, pisam uvas e almoçam com a família na quinta.',
      de: 'An einem Samstag im September lesen und treten Clubmitglieder Trauben und essen mit der Familie auf der Quinta.',
      fr: 'Un samedi de septembre, les membres du club vendangent, foulent le raisin et déjeunent avec la famille à la quinta.',
    },
    art: { kind: 'landscape', scene: 'harvest', palette: [GOLD, BURGUNDY, CREAM] },
    link: 'https://club.norte-wines.example/harvest-day',
    countries: ALL,
  },
  {
    title: {
      en: 'First access to rare wines',
      es: 'Acceso preferente a vinos raros',
      pt: 'Acesso antecipado a vinhos raros',
      de: 'Vorkaufsrecht für Raritäten',
      fr: 'Accès prioritaire aux vins rares',
    },
    description: {
      en: 'Magnums, old Colheitas and the 1911 vineyard go to members first, a week before anyone else.',
      es: 'Los mágnums, los Colheitas antiguos y la viña de 1911 llegan primero a los socios, una semana antes que a nadie.',
      pt: 'Os magnuns, os Colheitas antigos e a vinha de 1911 chegam primeiro aos membros, uma semana antes de todos.',
      de: 'Magnums, alte Colheitas und der Wein vom Weinberg von 1911 gehen zuerst an Mitglieder, eine Woche vor allen anderen.',
      fr: 'Magnums, vieux Colheitas et vin de la vigne de 1911 sont d’abord réservés aux membres, une semaine avant tout le monde.',
    },
    art: { kind: 'landscape', scene: 'cellar', palette: [INK, '#9a4a1c', GOLD] },
    link: 'https://club.norte-wines.example/rare-releases',
    countries: ['US', 'GB', 'PT', 'DE', 'FR', 'JP'],
  },
  {
    title: {
      en: 'Live tastings with Inês',
      es: 'Catas en directo con Inês',
      pt: 'Provas em direto com a Inês',
      de: 'Live-Verkostungen mit Inês',
      fr: 'Dégustations en direct avec Inês',
    },
    description: {
      en: 'Each new case comes with a live online tasting: open the bottles with Inês and ask her anything.',
      es: 'Cada caja nueva llega con una cata en directo online: abre las botellas con Inês y pregúntale lo que quieras.',
      pt: 'Cada nova caixa traz uma prova online em direto: abra as garrafas com a Inês e pergunte-lhe tudo o que quiser.',
      de: 'Zu jeder neuen Kiste gibt es eine Live-Verkostung online: Öffnen Sie die Flaschen mit Inês und fragen Sie sie alles.',
      fr: 'Chaque nouvelle caisse s’accompagne d’une dégustation en direct : ouvrez les bouteilles avec Inês et posez-lui toutes vos questions.',
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
      es: 'Novedad: Grande Reserva 2019',
      pt: 'Novidade: Grande Reserva 2019',
      de: 'Neu: Grande Reserva 2019',
      fr: 'Nouveau : Grande Reserva 2019',
    },
    description: {
      en: 'Our flagship red, from a cool, golden year, has just been released. See this month’s offers and reserve yours.',
      es: 'Acaba de salir nuestro tinto insignia, de un año fresco y dorado. Descubre las ofertas del mes y reserva el tuyo.',
      pt: 'Acabou de sair o nosso tinto de referência, de um ano fresco e dourado. Veja as ofertas do mês e reserve o seu.',
      de: 'Unser Spitzenrotwein aus einem kühlen, goldenen Jahr ist soeben erschienen. Entdecken Sie die Angebote des Monats und reservieren Sie Ihre Flaschen.',
      fr: 'Notre grand rouge, issu d’une année fraîche et dorée, vient de sortir. Découvrez les offres du mois et réservez le vôtre.',
    },
    countries: ALL,
  },
]

/** Shown at start-up in Portugal only, where the festival is; elsewhere the promotion popup shows. */
export const otherPopups: DemoOtherPopup[] = [
  {
    title: {
      en: 'Harvest festival at the quinta: 19–20 September',
      es: 'Fiesta de la vendimia en la quinta: 19 y 20 de septiembre',
      pt: 'Festa das vindimas na quinta: 19 e 20 de setembro',
      de: 'Lesefest auf der Quinta: 19. und 20. September',
      fr: 'Fête des vendanges à la quinta : 19 et 20 septembre',
    },
    art: { kind: 'landscape', scene: 'harvest', palette: [GOLD, BURGUNDY, CREAM] },
    link: 'https://norte-wines.example/visit/harvest-festival',
    countries: ['PT'],
  },
]
