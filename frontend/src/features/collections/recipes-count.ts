/** "1 recipe", "12 recipes". */
export const recipesCount = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`;
