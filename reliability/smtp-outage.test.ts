import { describe } from 'vitest';
import { smtpOutage } from './scenarios/smtp-outage';
import { reportScenarios, scenario } from './support/report';

/** The mail server down for 10 minutes (SMTP_OUTAGE_SECONDS shortens it for a quick local run). */
const outageSeconds = Number(process.env.SMTP_OUTAGE_SECONDS ?? 600);

describe('SMTP outage', () => {
  reportScenarios('Faults: SMTP');
  scenario(
    `SMTP refused then blackholed for ${outageSeconds} s while mail is queued`,
    (figures) => smtpOutage(outageSeconds * 1000, figures),
    (outageSeconds + 300) * 1000,
  );
});
