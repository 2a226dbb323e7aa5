// Pages of the lobby, membership interest, about us, stores, content, denial and admin tools.
export const screenPages = {
  aboutUs: {
    heading: 'Over ons',
    body: 'Alleen op uitnodiging toegang tot meer dan 3.000 felbegeerde designermerken: mode opnieuw uitgevonden, met ingetogen exclusiviteit, in 28 Europese landen.',
  },
  registrationLinkGenerator: {
    heading: 'Generator voor registratielinks',
    body: 'Voer een geldige registratiecode in en ontvang een link die 14 dagen geldig is.',
  },
  splitGenerator: {
    heading: 'Splitgenerator',
    body: 'Maak links naar de landingspagina die een gekozen variant van een experiment tonen.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Onze community is op dit moment vol. Schrijf je in op de wachtlijst, dan laten we het je weten zodra er een plek vrijkomt.',
  },
  membershipInterest: {
    heading: 'Interesse in lidmaatschap',
    body: 'Lidmaatschap is alleen op uitnodiging mogelijk. Zonder uitnodiging kun je je aanmelden voor een lidmaatschap.',
    applyNow: 'Nu aanmelden',
  },
  membershipInterestApply: {
    heading: 'Aanmelden voor een lidmaatschap',
    body: 'Het lidmaatschap is strikt beperkt. Vul je e-mailadres in en we nemen contact met je op als je wordt geselecteerd.',
  },
  membershipInterestConfirmation: {
    heading: 'E-mailadres succesvol verzonden',
    body: 'We nemen je aanmelding in overweging.',
  },
  deny: {
    heading: 'Toegang geweigerd',
    invalid: 'Toegang geweigerd. Je uitnodiging is ongeldig.',
    expired: 'Toegang geweigerd. Je uitnodiging is verlopen. Neem contact op met het lid dat je heeft uitgenodigd.',
  },
};
