import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * The state of the site's store. This layer knows no feature: the shell composes the store from
 * the features' slices (src/app/store.ts) and adds their state here, as Redux Toolkit types its
 * lazy-loaded slices (TypeScript's declaration merging). The features read it through ./hooks.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the shell fills it in
export interface RootState {}

/** The store's dispatch: Redux Toolkit's default, thunks included. */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
