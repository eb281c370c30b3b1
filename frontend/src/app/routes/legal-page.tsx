import { useAppConfig } from '../use-app-config';
import { Page } from '../page';
import { LEGAL_EFFECTIVE_DATE, privacySections, termsSections, type LegalSection } from './legal-content';

function LegalDocument({
  title,
  description,
  sections,
}: {
  title: string;
  description: string;
  sections: LegalSection[];
}) {
  return (
    <Page title={title} description={description} className="page page--narrow legal">
      <h1>{title}</h1>
      <p className="muted">Effective {LEGAL_EFFECTIVE_DATE}</p>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={slug(section.heading)}>
          <h2 id={slug(section.heading)}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Page>
  );
}

const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function PrivacyPage() {
  const { appName, contactEmail } = useAppConfig();
  return (
    <LegalDocument
      title="Privacy Policy"
      description={`What ${appName} collects, why, who processes it and how to see, export or delete your data.`}
      sections={privacySections(appName, contactEmail)}
    />
  );
}

export function TermsPage() {
  const { appName, contactEmail } = useAppConfig();
  return (
    <LegalDocument
      title="Terms of Service"
      description={`The terms for using ${appName}: accounts, Premium billing and cancellation, content and liability.`}
      sections={termsSections(appName, contactEmail)}
    />
  );
}
