import { Button } from '../../components/ui/button';
import { Tabs } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import { useState } from 'react';
import { useAdminAction, useAdminList, type Row } from '../../features/admin/api/admin';
import { MailView } from '../../features/admin/components/mail-view';
import { OpsOverviewPanel } from '../../features/admin/components/ops-overview';
import { UserAdmin } from '../../features/admin/components/user-admin';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api';
import { useDocumentTitle } from '../use-document-title';
import { paths } from '../../lib/paths';

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** "customerName" → "Customer name": the rows' keys as column headings. */
const heading = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Timestamps (`createdAt`, `failedAt`, …) in the reader's locale; everything else as text. */
const cell = (key: string, value: unknown) => {
  if (typeof value === 'string' && key.endsWith('At') && !Number.isNaN(Date.parse(value)))
    return new Date(value).toLocaleString();
  return text(value);
};

interface ListProps {
  path: string;
  listKey: string;
  columns: string[];
  actions?: Array<{ label: string; path: (row: Row) => string; variant?: 'primary' | 'secondary' | 'danger' }>;
  empty: string;
}

function AdminList({ path, listKey, columns, actions = [], empty }: ListProps) {
  const list = useAdminList(path, listKey);
  const action = useAdminAction();
  const { toast } = useToast();
  if (list.isLoading) return <p role="status">Loading…</p>;
  if (list.isError) return <p role="alert">{errorMessage(list.error, 'Could not load this list.')}</p>;
  if (!list.data?.length) return <p className="muted">{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {heading(column)}
              </th>
            ))}
            {actions.length > 0 && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {list.data.map((row, index) => (
            <tr key={text(row.id) || index}>
              {columns.map((column) => (
                <td key={column}>{cell(column, row[column])}</td>
              ))}
              {actions.length > 0 && (
                <td className="admin-actions">
                  {actions.map((entry) => (
                    <Button
                      key={entry.label}
                      variant={entry.variant ?? 'secondary'}
                      className="btn--small"
                      onClick={() =>
                        action.mutate(entry.path(row), {
                          onSuccess: () => toast({ title: `${entry.label}: done` }),
                          onError: (error) =>
                            toast({
                              title: 'Error',
                              description: errorMessage(error, 'Action failed'),
                              variant: 'destructive',
                            }),
                        })
                      }
                    >
                      {entry.label}
                    </Button>
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MailOutbox() {
  const list = useAdminList('/api/admin/mail', 'messages');
  const [openId, setOpenId] = useState<string>();
  if (list.isLoading) return <p role="status">Loading…</p>;
  if (!list.data?.length)
    return <p className="muted">No e-mail has been written to the local outbox (or SMTP is configured).</p>;
  return (
    <ul className="admin-mail">
      {list.data.map((mail) => {
        const id = text(mail.id);
        const open = openId === id;
        return (
          <li key={id} className="panel">
            <strong>{text(mail.subject)}</strong>
            <span className="muted">
              to {Array.isArray(mail.to) ? mail.to.join(', ') : text(mail.to)} · {cell('sentAt', mail.sentAt)}
            </span>
            <Button
              variant="secondary"
              className="btn--small"
              aria-expanded={open}
              aria-label={`${open ? 'Close' : 'Read'} “${text(mail.subject)}”`}
              onClick={() => setOpenId(open ? undefined : id)}
            >
              {open ? 'Close' : 'Read'}
            </Button>
            <a href={`/api/admin/mail/${encodeURIComponent(id)}`} target="_blank" rel="noreferrer">
              Raw message<span className="visually-hidden"> of “{text(mail.subject)}”</span>
            </a>
            {open && <MailView id={id} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The operations areas that are each one list from the admin API. */
const adminLists: { value: string; label: string; list: ListProps }[] = [
  {
    value: 'reviews',
    label: 'Reviews',
    list: {
      path: '/api/admin/reviews?status=held',
      listKey: 'reviews',
      columns: ['customerName', 'starRating', 'reviewContent', 'status', 'moderationReason', 'createdAt'],
      actions: [
        { label: 'Approve', path: (row) => `/api/admin/reviews/${text(row.id)}/approve`, variant: 'primary' },
        { label: 'Reject', path: (row) => `/api/admin/reviews/${text(row.id)}/reject`, variant: 'danger' },
      ],
      empty: 'No reviews are waiting for a person.',
    },
  },
  {
    value: 'expert',
    label: 'Expert questions',
    list: {
      path: '/api/admin/expert-questions',
      listKey: 'questions',
      columns: ['name', 'category', 'question', 'status', 'hoursWaiting', 'overdue'],
      empty: 'No expert questions yet.',
    },
  },
  {
    value: 'contact',
    label: 'Contact messages',
    list: {
      path: '/api/admin/contact-messages',
      listKey: 'messages',
      columns: ['firstName', 'lastName', 'email', 'subject', 'message', 'createdAt'],
      empty: 'No contact messages.',
    },
  },
  {
    value: 'dead',
    label: 'Dead letters',
    list: {
      path: '/api/admin/dead-letters',
      listKey: 'deadLetters',
      columns: ['queue', 'jobName', 'error', 'attempts', 'failedAt', 'retriedAt'],
      actions: [{ label: 'Retry', path: (row) => `/api/admin/dead-letters/${text(row.id)}/retry` }],
      empty: 'No dead letters — every job has been processed.',
    },
  },
];

export default function AdminPage() {
  useDocumentTitle('Operations', 'Sous operations: users, moderation, expert questions, queues and the mail outbox.');
  const { user } = useSession();
  if (!user?.roles.includes('admin')) {
    return (
      <main className="page page--narrow" id="main">
        <h1>Operations</h1>
        <p role="alert">You do not have access to this area.</p>
      </main>
    );
  }
  return (
    <main className="page admin" id="main">
      <h1>Operations</h1>
      <p>
        <a href={paths.adminQueues}>Open the queue dashboard</a>
      </p>
      <Tabs
        label="Operations areas"
        defaultValue="overview"
        tabs={[
          { value: 'overview', label: 'Overview', content: <OpsOverviewPanel /> },
          { value: 'users', label: 'Users', content: <UserAdmin /> },
          ...adminLists.map(({ value, label, list }) => ({ value, label, content: <AdminList {...list} /> })),
          { value: 'mail', label: 'Mail outbox', content: <MailOutbox /> },
        ]}
      />
    </main>
  );
}
