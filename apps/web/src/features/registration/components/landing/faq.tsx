import { useI18nContext } from '@acq/locales/react';

export function Faq() {
  const { LL } = useI18nContext();
  const text = LL.landingPage.faq;
  const entries = [
    [text.costQuestion(), text.costAnswer()],
    [text.invitationQuestion(), text.invitationAnswer()],
    [text.countriesQuestion(), text.countriesAnswer()],
    [text.newsletterQuestion(), text.newsletterAnswer()],
  ];
  return (
    <section className="landing-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{text.heading()}</h2>
      {entries.map(([question, answer]) => (
        <details key={question} className="faq-entry">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </section>
  );
}
