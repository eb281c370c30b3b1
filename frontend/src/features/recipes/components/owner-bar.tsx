import { useNavigate } from 'react-router-dom';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useDeleteRecipe } from '../api/own-recipes';
import './recipe-editor.css';

/** On a recipe the cook wrote: who sees it, and Edit and Delete. */
export function OwnerBar({ recipe }: { recipe: RecipeDetail }) {
  const navigate = useNavigate();
  const remove = useDeleteRecipe(recipe.id);
  return (
    <div className="owner-bar">
      <p className="owner-bar__note">Your recipe: only you can see it.</p>
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
      <FormError message={remove.error && errorMessage(remove.error, 'The recipe could not be deleted.')} />
    </div>
  );
}
