import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RECIPE_IMPORT_LIMITS } from '@common/contracts/recipe-import';
import type { ImportedDraft } from '@common/contracts/recipe-import.schema';
import { Button, SubmitButton } from '../../components/ui/button';
import { Field, TextAreaField } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Tabs } from '../../components/ui/tabs';
import { useImportFile, useImportText, useImportUrl } from '../../features/recipes/api/import-recipe';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Page } from '../page';
import './recipe-import.css';

/** What a share (the web manifest's share target) or the bookmarklet brought: a page's address, or text. */
function sharedInput(params: URLSearchParams): { url: string | null; text: string | null } {
  const url = params.get('url')?.trim() || null;
  const text = [params.get('title'), params.get('text')].filter(Boolean).join('\n').trim() || null;
  // Apps often share a page as text with its address inside.
  const found = url ?? /https?:\/\/[^\s<>"]+/i.exec(text ?? '')?.[0] ?? null;
  return { url: found, text: found ? null : text };
}

/** The bookmarklet: opens this page with the address of the page the cook is on. */
const bookmarklet = (origin: string) =>
  `javascript:(function(){window.open('${origin}${paths.importRecipe}?url='+encodeURIComponent(location.href))})()`;

/**
 * One way to import: its fields, why the last try failed (the server's words, else `failed`), and its
 * button (`action`); `after` follows the button (what the import found, to choose from).
 */
function ImportForm({
  label,
  onSubmit,
  import: { error, isPending },
  failed,
  action,
  pendingLabel = 'Reading…',
  children,
  after,
}: {
  label: string;
  onSubmit: () => void;
  import: { error: unknown; isPending: boolean };
  failed: string;
  action: string;
  pendingLabel?: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={label}>
      {children}
      <FormError message={error ? errorMessage(error, failed) : undefined} />
      <SubmitButton pending={isPending} pendingLabel={pendingLabel}>
        {action}
      </SubmitButton>
      {after}
    </form>
  );
}

function LinkImport({ initialUrl }: { initialUrl: string | null }) {
  const navigate = useNavigate();
  const [url, setUrl] = useState(initialUrl ?? '');
  const importUrl = useImportUrl();
  const start = (address: string) =>
    importUrl.mutate(address, { onSuccess: (recipe) => navigate(paths.editRecipe(recipe.id)) });
  const started = useRef(false);
  useEffect(() => {
    // A shared address starts its import at once: the cook already chose the page.
    if (initialUrl && !started.current) {
      started.current = true;
      start(initialUrl);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialUrl]);
  return (
    <ImportForm
      label="Import from a link"
      onSubmit={() => start(url)}
      import={importUrl}
      failed="That page could not be imported."
      action="Import recipe"
      pendingLabel="Reading the page…"
    >
      <Field
        label="Recipe page address"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="off"
        value={url}
        maxLength={RECIPE_IMPORT_LIMITS.url}
        onChange={(event) => setUrl(event.target.value)}
        hint="Sous reads the recipe on the page and saves it to My recipes, with a link back to the site."
      />
    </ImportForm>
  );
}

/** Opens the editor with a draft for the cook to check and save. */
function useOpenDraft() {
  const navigate = useNavigate();
  return (imported: ImportedDraft) => navigate(paths.newRecipe, { state: { imported } });
}

function PasteImport({ initialText }: { initialText: string | null }) {
  const [text, setText] = useState(initialText ?? '');
  const importText = useImportText();
  const open = useOpenDraft();
  return (
    <ImportForm
      label="Import pasted text"
      onSubmit={() => importText.mutate(text, { onSuccess: open })}
      import={importText}
      failed="That text could not be read."
      action="Read recipe"
    >
      <TextAreaField
        label="Recipe text"
        rows={10}
        maxLength={RECIPE_IMPORT_LIMITS.text}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="The first line is the name. Headings such as “Ingredients” and “Method” help Sous split the rest."
      />
    </ImportForm>
  );
}

function FileImport() {
  const [file, setFile] = useState<File | null>(null);
  const importFile = useImportFile();
  const open = useOpenDraft();
  const read = () => {
    if (file) importFile.mutate(file, { onSuccess: ({ drafts }) => drafts.length === 1 && open(drafts[0]) });
  };
  const drafts = importFile.data?.drafts ?? [];
  return (
    <ImportForm
      label="Import a file"
      onSubmit={read}
      import={importFile}
      failed="That file could not be read."
      action="Read file"
      after={
        drafts.length > 1 && (
          <section aria-labelledby="import-file-recipes" className="stack">
            <h2 id="import-file-recipes">{drafts.length} recipes in the file</h2>
            <ul className="plain-list stack import-drafts">
              {drafts.map((imported, index) => (
                <li key={index}>
                  <span>{imported.draft.name}</span>
                  <Button variant="secondary" onClick={() => open(imported)}>
                    Open in the editor
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )
      }
    >
      <Field
        label="Recipe file"
        type="file"
        accept=".json,.jsonld,application/json,application/ld+json"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        hint="schema.org Recipe JSON-LD or a Mealie recipe export, up to 5 MB."
      />
    </ImportForm>
  );
}

function Bookmarklet() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Set on the element itself: React refuses javascript: addresses in href.
    link.current?.setAttribute('href', bookmarklet(window.location.origin));
  }, []);
  return (
    <section className="panel stack import-bookmarklet" aria-labelledby="import-bookmarklet">
      <h2 id="import-bookmarklet">On a computer</h2>
      <p>
        Drag this button to your bookmarks bar. On any recipe page, click it to save the recipe to Sous.{' '}
        <a ref={link} className="btn btn--secondary" onClick={(event) => event.preventDefault()}>
          Save to Sous
        </a>
      </p>
    </section>
  );
}

/** `/recipes/import`: a recipe from a web page, pasted text or a file; also where shares and the bookmarklet land. */
export default function RecipeImportPage() {
  const [params] = useSearchParams();
  const [shared] = useState(() => sharedInput(params));
  return (
    <Page
      title="Import a recipe"
      description="Save a recipe from a web page, pasted text or a file."
      className="page recipe-import-page"
    >
      <Link to={paths.myRecipes} className="back-link">
        <span aria-hidden="true">←</span> My recipes
      </Link>
      <h1>Import a recipe</h1>
      <div className="panel">
        <Tabs
          label="Import from"
          defaultValue={shared.text ? 'paste' : 'link'}
          tabs={[
            { value: 'link', label: 'Link', content: <LinkImport initialUrl={shared.url} /> },
            { value: 'paste', label: 'Paste', content: <PasteImport initialText={shared.text} /> },
            { value: 'file', label: 'File', content: <FileImport /> },
          ]}
        />
      </div>
      <Bookmarklet />
    </Page>
  );
}
