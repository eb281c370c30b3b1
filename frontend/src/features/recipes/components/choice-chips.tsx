/** Options as chips a cook ticks any number of (meal types, dietary needs); `chosen` are the ticked ones. */
export function ChoiceChips({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className="dietary">
      <legend className="field__label">{legend}</legend>
      <div className="dietary__options">
        {options.map((option) => {
          const checked = chosen.includes(option);
          return (
            <label key={option} className={`check-chip${checked ? ' check-chip--checked' : ''}`}>
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                }
              />
              <span>{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
