import { dbError, type BackendError } from './errors';

/** supabase-js's result shape: data on success, error otherwise. */
export type BackendResult = { data: unknown; error: BackendError | null };
/** The data type of a result's success branch. */
export type SuccessData<R> = R extends { error: null; data: infer D } ? D : never;

/** The data of a supabase-js call, or a DbError thrown with the backend's code and details. */
export function unwrap<R extends BackendResult>(result: R): SuccessData<R> {
  if (result.error) throw dbError(result.error);
  return result.data as SuccessData<R>;
}
