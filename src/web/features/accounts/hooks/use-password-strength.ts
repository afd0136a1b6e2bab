import { useEffect, useState } from 'react';
import type * as StrengthRules from '../../../../shared/accounts/password-strength.js';
import type { PasswordStrength } from '../../../../shared/accounts/password-strength.js';

type StrengthModule = typeof StrengthRules;

let loading: Promise<StrengthModule> | null = null;

/**
 * The zxcvbn dictionaries are large: they load the first time a form needs a password
 * judged, never with the page.
 */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('../../../../shared/accounts/password-strength.js');
  return loading;
}

/** The strength of `password` (null while the estimator loads or the field is empty). */
export function usePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrength | null {
  const [result, setResult] = useState<{ for: string; strength: PasswordStrength } | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let live = true;
    void loadPasswordStrength().then((m) => {
      if (live) setResult({ for: `${password}\n${inputsKey}`, strength: m.passwordStrength(password, inputsKey.split('\n')) });
    });
    return () => {
      live = false;
    };
  }, [password, inputsKey]);

  if (!password || result?.for !== `${password}\n${inputsKey}`) return null;
  return result.strength;
}
