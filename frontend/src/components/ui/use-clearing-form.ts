import { useState, type FormEvent } from 'react';
import { useToast } from './toast';

/**
 * A form that starts again once what it sent is saved (a rating, a cooked-log entry): `key`, on the
 * form, remounts it with its fields back to their defaults, and `saved` tells the cook in a toast.
 * `onSubmit(send)` is the form's submit handler, handing `send` what was typed.
 */
export function useClearingForm() {
  const { toast } = useToast();
  const [key, setKey] = useState(0);
  return {
    key,
    onSubmit: (send: (typed: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      send(new FormData(event.currentTarget));
    },
    saved: (title: string, description: string) => {
      setKey((current) => current + 1);
      toast({ title, description });
    },
  };
}
