import { useCreateHousehold } from '../api/household';
import { HouseholdNameForm } from './household-name-form';

/** No household yet: what one shares, what stays the cook's own, and a name to start one with. */
export function StartHousehold() {
  const create = useCreateHousehold();
  return (
    <section className="panel stack" aria-labelledby="start-household">
      <h2 id="start-household">Cook together</h2>
      <p>
        A household shares one <strong>shopping list</strong> and one <strong>week plan</strong>: whatever anyone adds
        or ticks off, everyone sees.
      </p>
      <p className="muted">
        Your favorites, saved videos and Premium stay yours. Start a household, then invite the people you cook with by
        a link.
      </p>
      <HouseholdNameForm
        mutation={create}
        placeholder="The Garcia kitchen"
        pendingLabel="Starting…"
        className="household__submit"
      >
        Start a household
      </HouseholdNameForm>
    </section>
  );
}
