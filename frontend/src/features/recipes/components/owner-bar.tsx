import { useNavigate } from 'react-router-dom';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useDeleteRecipe, useShareRecipe, useUnshareRecipe } from '../api/own-recipes';
import './recipe-editor.css';

/** On a recipe the cook wrote: who sees it, its share link, and Edit and Delete. */
export function OwnerBar({ recipe }: { recipe: RecipeDetail }) {
  const navigate = useNavigate();
  const remove = useDeleteRecipe(recipe.id);
  const share = useShareRecipe(recipe.id);
  const unshare = useUnshareRecipe(recipe.id);
  const shared = recipe.visibility === 'link';
  const error = remove.error ?? share.error ?? unshare.error;
  return (
    <div className="cluster owner-bar">
      <p className="owner-bar__note">
        {shared
          ? 'Shared: anyone with the link can see it.'
          : recipe.visibility === 'household'
            ? 'Your recipe: your household can see it.'
            : 'Your recipe: only you can see it.'}
      </p>
      <Button variant="secondary" onClick={() => share.mutate()} disabled={share.isPending}>
        {shared ? 'Show share link' : 'Share link'}
      </Button>
      {shared && (
        <Button
          variant="ghost"
          onClick={() => unshare.mutate(undefined, { onSuccess: () => share.reset() })}
          disabled={unshare.isPending}
        >
          Stop sharing
        </Button>
      )}
      <ButtonLink variant="secondary" to={paths.editRecipe(recipe.id)}>
        Edit
      </ButtonLink>
      <AlertDialog
        trigger={<Button variant="danger">Delete</Button>}
        title="Delete this recipe?"
        description={`“${recipe.name}” goes for good, with its place in your favorites and shopping list.`}
        confirmLabel="Delete recipe"
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.myRecipes) })}
      />
      {share.data && shared && (
        <div className="owner-bar__link">
          <Field
            label="Share link"
            readOnly
            value={share.data.url}
            onFocus={(event) => event.target.select()}
            hint="Anyone with this link can read the recipe, signed in or not."
          />
        </div>
      )}
      <FormError message={error && errorMessage(error, 'That did not work. Please try again.')} />
    </div>
  );
}
