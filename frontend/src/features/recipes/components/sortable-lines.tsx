import type { ReactNode } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { Button } from '../../../components/ui/button';
import { MoveButtons, SortableList, useSortableItem } from '../../../components/ui/sortable-list';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';

/** One line of an editable list, with a key that stays with it as lines move. */
export interface EditableLine {
  key: string;
  text: string;
}

let nextKey = 0;
export const newLine = (text = ''): EditableLine => ({ key: `line-${(nextKey += 1)}`, text });

interface SortableLinesProps {
  /** The list's name ("Ingredients"), its heading's id names the list for screen readers. */
  legend: string;
  /** What one line is called ("Ingredient"): its field is "Ingredient 3", its button "Add ingredient". */
  itemLabel: string;
  lines: EditableLine[];
  onChange: (lines: EditableLine[]) => void;
  multiline?: boolean;
  placeholder?: string;
  maxLength: number;
  /** Shown under a line as the cook types (the ingredient parser's reading). */
  preview?: (text: string) => ReactNode;
  errorAt?: (index: number) => string | undefined;
  /** The whole list's error ("add at least one ingredient"). */
  error?: string;
}

/**
 * An ordered list of text lines the cook adds to, removes from and reorders: by dragging the handle,
 * by the keyboard on the handle (Space to pick up, arrows to move, Space to drop: dnd-kit's sortable
 * announces each move), or with the Move up / Move down buttons.
 */
export function SortableLines(props: SortableLinesProps) {
  const { legend, itemLabel, lines, onChange, error } = props;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= lines.length) return;
    onChange(arrayMove(lines, from, to));
  };
  const labelOf = (index: number) => `${itemLabel} ${index + 1}`;
  return (
    <fieldset className="editor-lines">
      <legend className="editor-lines__legend">{legend}</legend>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <SortableList ids={lines.map((line) => line.key)} labelOf={labelOf} onMove={move}>
        <ol className="editor-lines__list">
          {lines.map((line, index) => (
            <SortableLine
              key={line.key}
              line={line}
              index={index}
              count={lines.length}
              label={labelOf(index)}
              {...props}
              onText={(text) => onChange(lines.map((each) => (each.key === line.key ? { ...each, text } : each)))}
              onMove={(to) => move(index, to)}
              onRemove={() => onChange(lines.filter((each) => each.key !== line.key))}
            />
          ))}
        </ol>
      </SortableList>
      <Button variant="secondary" className="editor-lines__add" onClick={() => onChange([...lines, newLine()])}>
        <PlusIcon /> Add {itemLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}

function SortableLine({
  line,
  index,
  count,
  label,
  multiline,
  placeholder,
  maxLength,
  preview,
  errorAt,
  onText,
  onMove,
  onRemove,
}: SortableLinesProps & {
  line: EditableLine;
  index: number;
  count: number;
  label: string;
  onText: (text: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { row, handle } = useSortableItem(line.key, label);
  const id = `${line.key}-text`;
  const error = errorAt?.(index);
  const shown = line.text.trim() ? preview?.(line.text) : null;
  const describedBy = [shown ? `${id}-preview` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field = {
    id,
    value: line.text,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <li {...row('editor-line')}>
      {handle}
      <div className="editor-line__body">
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        {multiline ? (
          <textarea className="textarea" rows={3} {...field} onChange={(event) => onText(event.target.value)} />
        ) : (
          <input className="input" {...field} onChange={(event) => onText(event.target.value)} />
        )}
        {shown && <div id={`${id}-preview`}>{shown}</div>}
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="editor-line__actions">
        <MoveButtons label={label} index={index} count={count} onMove={onMove} />
        <Button variant="ghost" className="editor-line__remove" aria-label={`Remove ${label}`} onClick={onRemove}>
          <TrashIcon />
        </Button>
      </div>
    </li>
  );
}
