import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ImportedDraft } from '@common/contracts/recipe-import.schema';
import { ButtonLink } from '../../components/ui/button';
import { useSaveRecipe } from '../../features/recipes/api/own-recipes';
import { RecipeNotFound } from '../../features/recipes/components/recipe-detail';
import { RecipeEditor } from '../../features/recipes/components/recipe-editor';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useRecipe } from '../../lib/queries/get-recipe';
import { paths } from '../../lib/paths';
import { Page } from '../page';
import { useIdParam } from '../route-params';

/** `/recipes/new` and `/recipe/:id/edit`: the cook writes a recipe of their own, or changes one. */
export default function RecipeEditorPage() {
  const id = useIdParam();
  return id === null ? <NewRecipe /> : <EditRecipe id={id} />;
}

const importNotice = (unsure: number) =>
  `Check what Sous read, then save.${
    unsure === 0
      ? ''
      : ` Look at the ${unsure === 1 ? 'ingredient line' : `${unsure} ingredient lines`} marked “Check this line”.`
  }`;

function NewRecipe() {
  const navigate = useNavigate();
  // A draft the import page read from pasted text or a file, carried in the navigation's state.
  const imported = (useLocation().state as { imported?: ImportedDraft } | null)?.imported;
  // One key per draft: saving twice (a double tap, a retry) writes one recipe.
  const [clientKey] = useState(() => crypto.randomUUID());
  const create = useSaveRecipe(null, clientKey);
  return (
    <Page title="New recipe" description="Write down a recipe of your own." className="page recipe-editor-page">
      <Link to={paths.myRecipes} className="back-link">
        <span aria-hidden="true">←</span> My recipes
      </Link>
      <h1>New recipe</h1>
      {imported ? (
        <p className="notice" role="status">
          {importNotice(imported.lowConfidenceIngredients.length)}
        </p>
      ) : (
        <p>
          Have it somewhere already? <Link to={paths.importRecipe}>Import from a link, text or a file</Link>.
        </p>
      )}
      <RecipeEditor
        draft={imported?.draft}
        pending={create.isPending}
        error={create.error}
        onSave={(recipe, photo) =>
          create.mutate({ recipe, photo }, { onSuccess: (saved) => navigate(paths.recipe(saved.id)) })
        }
        cancel={
          <ButtonLink variant="secondary" to={paths.myRecipes}>
            Cancel
          </ButtonLink>
        }
      />
    </Page>
  );
}

function EditRecipe({ id }: { id: number }) {
  const navigate = useNavigate();
  const recipe = useRecipe(id);
  const update = useSaveRecipe(id, '');
  const title = recipe.data ? `Edit ${recipe.data.name}` : 'Edit recipe';
  const back = (
    <ButtonLink variant="secondary" to={paths.recipe(id)}>
      Cancel
    </ButtonLink>
  );
  return (
    <Page title={title} description="Change a recipe of your own." className="page recipe-editor-page">
      {recipe.isPending ? (
        <PageSkeleton />
      ) : !recipe.data?.mine ? (
        <RecipeNotFound
          Title="h1"
          back={
            <ButtonLink variant="primary" to={paths.myRecipes}>
              My recipes
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Link to={paths.recipe(id)} className="back-link">
            <span aria-hidden="true">←</span> {recipe.data.name}
          </Link>
          <h1>Edit recipe</h1>
          <RecipeEditor
            recipe={recipe.data}
            pending={update.isPending}
            error={update.error}
            onSave={(recipe, photo) =>
              update.mutate({ recipe, photo }, { onSuccess: () => navigate(paths.recipe(id)) })
            }
            cancel={back}
          />
        </>
      )}
    </Page>
  );
}
