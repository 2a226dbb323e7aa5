// Pages of the lobby, membership interest, about us, stores, content, denial and admin tools.
export const screenPages = {
  aboutUs: {
    heading: 'Om oss',
    body: 'Tillgång endast via inbjudan till fler än 3 000 eftertraktade designermärken: mode i ny tappning, med stillsam exklusivitet, i 28 europeiska länder.',
  },
  registrationLinkGenerator: {
    heading: 'Generator för registreringslänkar',
    body: 'Ange en giltig registreringskod och få en länk som gäller i 14 dagar.',
  },
  splitGenerator: {
    heading: 'Splitgenerator',
    body: 'Skapa länkar till landningssidan som visar en vald variant av ett experiment.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Vår community är full just nu. Ställ dig i kön så hör vi av oss så snart en plats blir ledig.',
  },
  membershipInterest: {
    heading: 'Intresse för medlemskap',
    body: 'Medlemskap sker endast via inbjudan. Utan inbjudan kan du ansöka om medlemskap.',
    applyNow: 'Ansök nu',
  },
  membershipInterestApply: {
    heading: 'Ansök om medlemskap',
    body: 'Medlemskapet är strikt begränsat. Ange din e-postadress så kontaktar vi dig om du blir utvald.',
  },
  membershipInterestConfirmation: {
    heading: 'E-postadressen har skickats',
    body: 'Vi kommer att överväga din ansökan.',
  },
  deny: {
    heading: 'Åtkomst nekad',
    invalid: 'Åtkomst nekad. Din inbjudan är ogiltig.',
    expired: 'Åtkomst nekad. Din inbjudan har gått ut. Kontakta medlemmen som bjöd in dig.',
  },
};
