import type { OpsOverview } from '@common/contracts/admin.schema';
import { countOf } from '@common/kitchen/count';
import { errorMessage } from '../../../lib/api';
import { useAdminOverview } from '../api/admin';

/** "3 hours", "45 minutes": how long something has waited. */
function waited(hours: number): string {
  if (hours >= 48) return countOf(Math.floor(hours / 24), 'day');
  if (hours >= 1) return countOf(Math.floor(hours), 'hour');
  return countOf(Math.max(0, Math.round(hours * 60)), 'minute');
}

interface Figure {
  label: string;
  value: string | number;
  /** A figure that asks for someone's attention when above zero. */
  alert?: boolean;
}

function Section({ title, figures, note }: { title: string; figures: Figure[]; note?: string | null }) {
  return (
    <section className="panel ops-section" aria-label={title}>
      <h2>{title}</h2>
      <dl className="ops-figures">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={figure.alert && Number(figure.value) > 0 ? 'ops-figure--alert' : undefined}
          >
            <dt>{figure.label}</dt>
            <dd>{typeof figure.value === 'number' ? figure.value.toLocaleString('en-US') : figure.value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="muted ops-section__note">{note}</p>}
    </section>
  );
}

/** What is waiting, on people and on machines, as figures an operator reads at a glance. */
export function OpsOverviewPanel() {
  const overview = useAdminOverview();
  if (overview.isLoading) return <p role="status">Loading…</p>;
  if (overview.isError || !overview.data)
    return <p role="alert">{errorMessage(overview.error, 'Could not load the overview.')}</p>;
  const data: OpsOverview = overview.data;
  return (
    <div className="ops-overview">
      <div className="ops-grid">
        <Section
          title="Reviews"
          figures={[
            { label: 'Being moderated', value: data.reviews.pending },
            { label: 'Held for a person', value: data.reviews.held, alert: true },
          ]}
          note={data.reviews.oldestWaiting && `Oldest has waited ${waited(data.reviews.oldestWaiting.hoursWaiting)}.`}
        />
        <Section
          title="Rating notes"
          figures={[
            { label: 'Being moderated', value: data.ratingNotes.pending },
            { label: 'Held for a person', value: data.ratingNotes.held, alert: true },
          ]}
          note={
            data.ratingNotes.oldestWaiting &&
            `Oldest has waited ${waited(data.ratingNotes.oldestWaiting.hoursWaiting)}.`
          }
        />
        <Section
          title="Expert questions"
          figures={[
            { label: 'Unanswered', value: data.expertQuestions.unanswered },
            { label: 'Past the 24-hour promise', value: data.expertQuestions.overdue, alert: true },
          ]}
          note={
            data.expertQuestions.oldestWaiting &&
            `Oldest: “${data.expertQuestions.oldestWaiting.category}”, waiting ${waited(data.expertQuestions.oldestWaiting.hoursWaiting)}.`
          }
        />
        <Section
          title="Contact messages"
          figures={[
            { label: 'In the last 24 hours', value: data.contactMessages.last24h },
            { label: 'All time', value: data.contactMessages.total },
            { label: 'Not yet e-mailed to the team', value: data.contactMessages.notEmailed, alert: true },
          ]}
          note={data.contactMessages.newest && `Newest: “${data.contactMessages.newest.subject}”.`}
        />
        <Section
          title="Dead letters"
          figures={[
            { label: 'Open', value: data.deadLetters.open, alert: true },
            { label: 'All time', value: data.deadLetters.total },
          ]}
          note={
            data.deadLetters.oldestOpen &&
            `Oldest open: ${data.deadLetters.oldestOpen.jobName} on ${data.deadLetters.oldestOpen.queue}.`
          }
        />
        <Section
          title="Event outbox"
          figures={[
            { label: 'Lag', value: `${data.outbox.lagSeconds.toFixed(1)} s` },
            { label: 'Not yet processed', value: data.outbox.unprocessed },
            { label: 'Not yet queued', value: data.outbox.notEnqueued, alert: true },
          ]}
        />
      </div>
      <p className="muted">As of {new Date(data.generatedAt).toLocaleString()}.</p>
    </div>
  );
}
