import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * False, then true once the main thread is first idle: for a part drawn ahead, out of sight,
 * so that the tap that shows it only shows it (its styles and elements already made).
 */
export function usePreparedWhenIdle(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => whenIdle(() => setPrepared(true)), []);
  return prepared;
}
