import { Button } from './button';
import { CopyIcon } from './icons';
import { useToast } from './toast';

/**
 * A link or address to hand on (a calendar feed, an invitation): shown read-only, selected whole when
 * focused, with a Copy button that puts it on the clipboard and says so (`copied`, the toast).
 */
export function CopyField({
  value,
  label,
  copied,
  className = '',
}: {
  value: string;
  label: string;
  copied: { title: string; description: string };
  className?: string;
}) {
  const { toast } = useToast();
  return (
    <div className={`input-row ${className}`.trim()}>
      <input className="input" readOnly value={value} aria-label={label} onFocus={(event) => event.target.select()} />
      <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(value).then(() => toast(copied))}>
        <CopyIcon /> Copy
      </Button>
    </div>
  );
}
