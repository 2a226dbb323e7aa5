import type { NamespaceRegistrationPagesTranslation } from '../../i18n-types';

// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
const pl_registrationPages = {
  activateAccount: {
    heading: 'Aktywujemy Twoje konto',
    body: 'Chwileczkę: aktywujemy Twoje członkostwo.',
    activatedHeading: 'Witamy w Members Only',
    activatedBody: 'Twoje członkostwo jest aktywne. Zaloguj się i odkryj dzisiejsze oferty.',
    login: 'Zaloguj się',
    activate: 'Aktywuj moje konto',
  },
  activateAccountError: {
    heading: 'Aktywacja nie powiodła się',
    invalidLink:
      'Link aktywacyjny jest nieprawidłowy. Spróbuj ponownie lub skontaktuj się z naszym działem obsługi klienta.',
    failed: 'Próba aktywacji nie powiodła się. Spróbuj ponownie.',
    backToRegistration: 'Wróć do rejestracji',
    retry: 'Spróbuj ponownie',
  },
  formFinished: {
    heading: 'Sprawdź skrzynkę odbiorczą',
    body: 'Wysłaliśmy Ci e-mail, aby aktywować Twoje członkostwo. Sprawdź skrzynkę odbiorczą oraz folder ze spamem.',
    sentTo: 'E-mail został wysłany na adres {email}.',
    resend: 'Wyślij e-mail ponownie',
    resent: 'Wysłaliśmy e-mail ponownie.',
  },
  formStarted: {
    heading: 'Twoja rejestracja',
    body: 'Dokończ rejestrację i odkryj do 75% rabatu na marki premium i luksusowe.',
  },
  giftVoucher: {
    heading: 'Bon podarunkowy',
    body: 'Aby zrealizować bon podarunkowy, zaloguj się lub zarejestruj z zaproszeniem od członka.',
    login: 'Zaloguj się',
    enterCode: 'Mam kod zaproszenia',
  },
  emailActiveComplete: {
    heading: 'Jesteś już członkiem',
    body: 'Konto z tym adresem e-mail już istnieje. Za chwilę przekierujemy Cię na stronę logowania.',
    loginNow: 'Przejdź teraz do strony logowania',
    /** WCAG 2.2.1: the visitor can stop the automatic redirect to the login page. */
    redirect: {
      stop: 'Zostań na tej stronie',
      stopped:
        'Konto z tym adresem e-mail już istnieje. Zostajesz na tej stronie: przejdź do strony logowania, kiedy zechcesz.',
    },
  },
  emailPendingComplete: {
    heading: 'Aktywuj swoje konto',
    body: 'Konto z tym adresem e-mail czeka na aktywację. Ponownie wysłaliśmy Ci e-mail aktywacyjny.',
    useAnotherAddress: 'Zarejestruj się z innym adresem e-mail',
  },
  socialSecondStep: {
    heading: 'Twoje preferencje zakupowe',
    body: 'Powiedz nam, czego lubisz szukać, a pokażemy Ci odpowiednie oferty.',
  },
} satisfies NamespaceRegistrationPagesTranslation;

export default pl_registrationPages;
