// What 'Mi seguro''s chunk offers the code that asks for it (./MyCoverButton.tsx).
export { default as MyCoverDialog } from './MyCoverDialog';
export { sendUnsentRequests } from './coverRequests';
