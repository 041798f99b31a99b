import type { DemoSettings } from './types'

/** Terms: short paragraphs separated by a blank line, a lead phrase first. */
const terms_en = `Terms and conditions of use

About these terms. The Norte app is offered by Almeida & Filhos – Vinhos do Norte, Lda., Quinta do Norte, Baião, Portugal (“Norte”, “we”). By confirming your age and accepting these terms, you agree to them. If you do not agree, please do not use the app.

Purpose of the app. The app is a companion to our wines: it lets you explore our range, read tasting notes, stories and food pairings, discover visits and offers, and keep a personal record of the wines you have tasted. It does not sell alcohol; purchases are made through our online shop or independent retailers, under their own terms.

Legal drinking age. The app is only for people of legal drinking age in their country of residence (for example 18 in Portugal, 20 in Japan and 21 in the United States). By entering, you confirm that you meet this requirement. We may suspend any account where we have reason to believe otherwise.

Your account. You can browse without an account. If you create one, please give accurate information and keep your password to yourself; you are responsible for what happens under your account. You may ask us to close it at any time.

Ratings and notes. The ratings and notes in your passport are personal and private. We may use ratings in anonymous, aggregated form (for example, the average rating of a wine) to improve our wines and the app. Please keep your notes lawful and respectful.

Privacy and cookies. We process your personal data in line with the EU General Data Protection Regulation and applicable local law. The app uses cookies and similar technologies to remember your age confirmation, country, language and location, and to understand how the app is used. Your location is used only to show the content available where you are. You may ask to access, correct or erase your data at any time.

Content and intellectual property. All texts, images, labels, logos and designs in the app belong to Norte or its licensors. You may share them for personal, non-commercial purposes; any other use needs our written permission. Links to other sites, such as rating sites and retailers, are provided for convenience, and we are not responsible for their content.

Offers and availability. Wines, prices, offers and events may vary by country, state or area and may change without notice. Each promotion is subject to the conditions stated in it and to local law.

Responsible drinking. Wine is made to be enjoyed slowly and in moderation, ideally with food and good company. Never drink and drive, and do not drink if you are pregnant or have been advised not to.

Changes. We may update the app and these terms from time to time. We will tell you in the app about important changes; using the app after a change means you accept the new terms.

Contact. These terms are governed by Portuguese law, without prejudice to the consumer protections of your country of residence. Questions? Write to hello@norte-wines.example or to Quinta do Norte, Baião, Portugal.`

const terms_es = `Términos y condiciones de uso

Sobre estos términos. La aplicación Norte la ofrece Almeida & Filhos – Vinhos do Norte, Lda., Quinta do Norte, Baião, Portugal («Norte», «nosotros»). Al confirmar tu edad y aceptar estos términos, los aceptas en su totalidad. Si no estás de acuerdo, te rogamos que no uses la aplicación.

Finalidad de la aplicación. La aplicación acompaña a nuestros vinos: te permite explorar nuestra gama, leer notas de cata, historias y maridajes, descubrir visitas y ofertas, y llevar un registro personal de los vinos que has probado. No vende alcohol; las compras se realizan en nuestra tienda online o en comercios independientes, según sus propias condiciones.

Edad legal para beber. La aplicación está reservada a personas que tengan la edad legal para consumir alcohol en su país de residencia (por ejemplo, 18 años en Portugal, 20 en Japón y 21 en Estados Unidos). Al entrar, confirmas que cumples este requisito. Podremos suspender cualquier cuenta si tenemos motivos para creer lo contrario.

Tu cuenta. Puedes navegar sin cuenta. Si creas una, facilita datos exactos y no compartas tu contraseña; eres responsable de la actividad de tu cuenta. Puedes pedirnos que la cerremos en cualquier momento.

Valoraciones y notas. Las valoraciones y notas de tu pasaporte son personales y privadas. Podemos usar las valoraciones de forma anónima y agregada (por ejemplo, la nota media de un vino) para mejorar nuestros vinos y la aplicación. Te pedimos que tus notas sean lícitas y respetuosas.

Privacidad y cookies. Tratamos tus datos personales conforme al Reglamento General de Protección de Datos de la UE y a la legislación local aplicable. La aplicación usa cookies y tecnologías similares para recordar la confirmación de tu edad, tu país, tu idioma y tu ubicación, y para entender cómo se utiliza. Tu ubicación solo sirve para mostrarte el contenido disponible donde estás. Puedes solicitar el acceso, la rectificación o la supresión de tus datos en cualquier momento.

Contenidos y propiedad intelectual. Todos los textos, imágenes, etiquetas, logotipos y diseños de la aplicación pertenecen a Norte o a sus licenciantes. Puedes compartirlos con fines personales y no comerciales; cualquier otro uso requiere nuestra autorización por escrito. Los enlaces a otros sitios, como webs de valoración o tiendas, se ofrecen por comodidad y no somos responsables de su contenido.

Ofertas y disponibilidad. Los vinos, precios, ofertas y eventos pueden variar según el país, el estado o la zona, y pueden cambiar sin previo aviso. Cada promoción está sujeta a las condiciones que indica y a la legislación local.

Consumo responsable. El vino está hecho para disfrutarse despacio y con moderación, mejor con comida y buena compañía. No bebas si vas a conducir, y no bebas si estás embarazada o te lo han desaconsejado.

Cambios. Podemos actualizar la aplicación y estos términos de vez en cuando. Te avisaremos en la aplicación de los cambios importantes; seguir usándola después de un cambio supone aceptar los nuevos términos.

Contacto. Estos términos se rigen por la ley portuguesa, sin perjuicio de la protección al consumidor de tu país de residencia. ¿Alguna pregunta? Escríbenos a hello@norte-wines.example o a Quinta do Norte, Baião, Portugal.`

const terms_pt = `Termos e condições de utilização

Sobre estes termos. A aplicação Norte é disponibilizada pela Almeida & Filhos – Vinhos do Norte, Lda., Quinta do Norte, Baião, Portugal («Norte», «nós»). Ao confirmar a sua idade e aceitar estes termos, está a concordar com eles. Se não concordar, pedimos-lhe que não utilize a aplicação.

Finalidade da aplicação. A aplicação acompanha os nossos vinhos: permite explorar a nossa gama, ler notas de prova, histórias e harmonizações, descobrir visitas e ofertas, e guardar um registo pessoal dos vinhos que provou. Não vende bebidas alcoólicas; as compras são feitas na nossa loja online ou em lojas independentes, segundo as condições de cada uma.

Idade legal para beber. A aplicação destina-se apenas a pessoas com a idade legal para consumir álcool no seu país de residência (por exemplo, 18 anos em Portugal, 20 no Japão e 21 nos Estados Unidos). Ao entrar, confirma que cumpre este requisito. Podemos suspender qualquer conta se tivermos motivos para crer o contrário.

A sua conta. Pode navegar sem conta. Se criar uma, indique dados corretos e guarde a sua palavra-passe só para si; é responsável pela atividade da sua conta. Pode pedir-nos que a encerremos a qualquer momento.

Classificações e notas. As classificações e notas do seu passaporte são pessoais e privadas. Podemos usar as classificações de forma anónima e agregada (por exemplo, a classificação média de um vinho) para melhorar os nossos vinhos e a aplicação. Pedimos que as suas notas sejam lícitas e respeitosas.

Privacidade e cookies. Tratamos os seus dados pessoais de acordo com o Regulamento Geral sobre a Proteção de Dados da UE e a legislação local aplicável. A aplicação usa cookies e tecnologias semelhantes para guardar a confirmação da sua idade, o país, o idioma e a localização, e para perceber como é utilizada. A sua localização serve apenas para mostrar os conteúdos disponíveis onde está. Pode pedir o acesso, a retificação ou o apagamento dos seus dados a qualquer momento.

Conteúdos e propriedade intelectual. Todos os textos, imagens, rótulos, logótipos e desenhos da aplicação pertencem à Norte ou aos seus licenciadores. Pode partilhá-los para fins pessoais e não comerciais; qualquer outra utilização precisa da nossa autorização escrita. As ligações para outros sites, como sites de classificação ou lojas, existem por conveniência e não somos responsáveis pelo seu conteúdo.

Ofertas e disponibilidade. Os vinhos, preços, ofertas e eventos podem variar consoante o país, o estado ou a zona, e podem mudar sem aviso prévio. Cada promoção está sujeita às condições nela indicadas e à lei local.

Consumo responsável. O vinho foi feito para ser apreciado devagar e com moderação, de preferência à mesa e em boa companhia. Se conduzir, não beba, e não beba se estiver grávida ou se lho tiverem desaconselhado.

Alterações. Podemos atualizar a aplicação e estes termos de tempos a tempos. Avisaremos na aplicação sobre alterações importantes; continuar a usá-la depois de uma alteração significa aceitar os novos termos.

Contacto. Estes termos regem-se pela lei portuguesa, sem prejuízo da proteção do consumidor do seu país de residência. Tem alguma pergunta? Escreva para hello@norte-wines.example ou para Quinta do Norte, Baião, Portugal.`

const terms_de = `Nutzungsbedingungen

Über diese Bedingungen. Die Norte-App wird angeboten von Almeida & Filhos – Vinhos do Norte, Lda., Quinta do Norte, Baião, Portugal („Norte“, „wir“). Indem Sie Ihr Alter bestätigen und diese Bedingungen annehmen, erklären Sie sich mit ihnen einverstanden. Wenn Sie nicht einverstanden sind, nutzen Sie die App bitte nicht.

Zweck der App. Die App begleitet unsere Weine: Sie können unser Sortiment entdecken, Verkostungsnotizen, Geschichten und Speiseempfehlungen lesen, Besuche und Angebote finden und persönlich festhalten, welche Weine Sie probiert haben. Die App verkauft keinen Alkohol; Käufe erfolgen über unseren Onlineshop oder unabhängige Händler zu deren eigenen Bedingungen.

Gesetzliches Mindestalter. Die App richtet sich ausschließlich an Personen, die in ihrem Wohnsitzland Alkohol trinken dürfen (zum Beispiel ab 18 in Portugal, ab 20 in Japan und ab 21 in den USA). Mit dem Betreten der App bestätigen Sie, dass Sie diese Voraussetzung erfüllen. Haben wir Grund zu einer anderen Annahme, können wir ein Konto sperren.

Ihr Konto. Sie können die App ohne Konto nutzen. Wenn Sie eines anlegen, machen Sie bitte korrekte Angaben und halten Sie Ihr Passwort geheim; Sie sind für alle Aktivitäten in Ihrem Konto verantwortlich. Sie können uns jederzeit bitten, es zu schließen.

Bewertungen und Notizen. Die Bewertungen und Notizen in Ihrem Weinpass sind persönlich und privat. Bewertungen dürfen wir anonymisiert und zusammengefasst nutzen (etwa als Durchschnittsbewertung eines Weins), um unsere Weine und die App zu verbessern. Bitte halten Sie Ihre Notizen rechtmäßig und respektvoll.

Datenschutz und Cookies. Wir verarbeiten Ihre personenbezogenen Daten gemäß der EU-Datenschutz-Grundverordnung und dem geltenden örtlichen Recht. Die App verwendet Cookies und ähnliche Technologien, um Ihre Altersbestätigung, Ihr Land, Ihre Sprache und Ihren Standort zu speichern und um zu verstehen, wie die App genutzt wird. Ihr Standort dient nur dazu, Ihnen die Inhalte zu zeigen, die dort verfügbar sind. Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen.

Inhalte und geistiges Eigentum. Alle Texte, Bilder, Etiketten, Logos und Gestaltungen in der App gehören Norte oder ihren Lizenzgebern. Sie dürfen sie für private, nicht kommerzielle Zwecke teilen; jede andere Nutzung bedarf unserer schriftlichen Zustimmung. Links zu anderen Websites, etwa Bewertungsportalen oder Händlern, dienen Ihrer Bequemlichkeit; für deren Inhalte sind wir nicht verantwortlich.

Angebote und Verfügbarkeit. Weine, Preise, Angebote und Veranstaltungen können je nach Land, Bundesstaat oder Region abweichen und sich ohne Vorankündigung ändern. Jede Aktion unterliegt den darin genannten Bedingungen und dem örtlichen Recht.

Verantwortungsvoller Genuss. Wein will langsam und in Maßen genossen werden, am besten zum Essen und in guter Gesellschaft. Trinken Sie niemals, wenn Sie fahren, und verzichten Sie auf Alkohol in der Schwangerschaft oder wenn Ihnen davon abgeraten wurde.

Änderungen. Wir können die App und diese Bedingungen von Zeit zu Zeit aktualisieren. Über wichtige Änderungen informieren wir Sie in der App; wer die App danach weiter nutzt, akzeptiert die neuen Bedingungen.

Kontakt. Es gilt portugiesisches Recht, unbeschadet der zwingenden Verbraucherschutzvorschriften Ihres Wohnsitzlandes. Fragen? Schreiben Sie an hello@norte-wines.example oder an Quinta do Norte, Baião, Portugal.`

const terms_fr = `Conditions générales d’utilisation

À propos de ces conditions. L’application Norte est proposée par Almeida & Filhos – Vinhos do Norte, Lda., Quinta do Norte, Baião, Portugal (« Norte », « nous »). En confirmant votre âge et en acceptant ces conditions, vous vous engagez à les respecter. Si vous n’êtes pas d’accord, merci de ne pas utiliser l’application.

Objet de l’application. L’application accompagne nos vins : elle vous permet de découvrir notre gamme, de lire notes de dégustation, histoires et accords mets-vins, de trouver visites et offres, et de garder une trace personnelle des vins que vous avez goûtés. Elle ne vend pas d’alcool ; les achats se font sur notre boutique en ligne ou chez des cavistes indépendants, selon leurs propres conditions.

Âge légal. L’application est réservée aux personnes ayant l’âge légal pour consommer de l’alcool dans leur pays de résidence (par exemple 18 ans au Portugal, 20 ans au Japon et 21 ans aux États-Unis). En entrant, vous confirmez remplir cette condition. Nous pouvons suspendre tout compte si nous avons des raisons de penser le contraire.

Votre compte. Vous pouvez naviguer sans compte. Si vous en créez un, merci de fournir des informations exactes et de garder votre mot de passe pour vous ; vous êtes responsable de l’activité de votre compte. Vous pouvez nous demander de le fermer à tout moment.

Notes et commentaires. Les notes et commentaires de votre passeport sont personnels et privés. Nous pouvons utiliser les notes de façon anonyme et agrégée (par exemple, la note moyenne d’un vin) pour améliorer nos vins et l’application. Merci de rédiger des commentaires licites et respectueux.

Vie privée et cookies. Nous traitons vos données personnelles conformément au Règlement général sur la protection des données de l’UE et au droit local applicable. L’application utilise des cookies et technologies similaires pour mémoriser la confirmation de votre âge, votre pays, votre langue et votre localisation, et pour comprendre comment elle est utilisée. Votre localisation sert uniquement à afficher les contenus disponibles là où vous êtes. Vous pouvez à tout moment demander l’accès à vos données, leur rectification ou leur effacement.

Contenus et propriété intellectuelle. Tous les textes, images, étiquettes, logos et créations de l’application appartiennent à Norte ou à ses concédants. Vous pouvez les partager à des fins personnelles et non commerciales ; toute autre utilisation nécessite notre accord écrit. Les liens vers d’autres sites, comme les sites de notation ou les cavistes, sont fournis pour votre confort, et nous ne sommes pas responsables de leur contenu.

Offres et disponibilité. Les vins, prix, offres et événements peuvent varier selon le pays, l’État ou la région, et changer sans préavis. Chaque promotion est soumise aux conditions qu’elle précise et au droit local.

Consommation responsable. Le vin se savoure lentement et avec modération, de préférence à table et en bonne compagnie. Ne conduisez jamais après avoir bu, et ne buvez pas si vous êtes enceinte ou si on vous l’a déconseillé.

Modifications. Nous pouvons mettre à jour l’application et ces conditions de temps à autre. Nous vous informerons dans l’application de tout changement important ; continuer à l’utiliser après une modification vaut acceptation des nouvelles conditions.

Contact. Ces conditions sont régies par le droit portugais, sans préjudice des protections impératives du consommateur de votre pays de résidence. Une question ? Écrivez-nous à hello@norte-wines.example ou à Quinta do Norte, Baião, Portugal.`

export const settings: DemoSettings = {
  winery_name: 'Norte',
  website: 'https://norte-wines.example',
  contact_email: 'hello@norte-wines.example',
  social: [
    { key: 'instagram', val: 'https://www.instagram.com/norte.wines.example' },
    { key: 'facebook', val: 'https://www.facebook.com/norte.wines.example' },
    { key: 'youtube', val: 'https://www.youtube.com/@norte.wines.example' },
  ],
  podcast: [{ key: 'podcast', val: 'https://podcast.norte-wines.example' }],
  terms: { en: terms_en, es: terms_es, pt: terms_pt, de: terms_de, fr: terms_fr },
}
