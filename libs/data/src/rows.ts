import type { Database } from '@quadra/supabase';

/** Row types derived from the generated schema: no hand-written copies of a table's columns. */
type Schema = Database['public'];
export type TableName = keyof Schema['Tables'];
export type Row<T extends TableName> = Schema['Tables'][T]['Row'];
export type Insert<T extends TableName> = Schema['Tables'][T]['Insert'];
export type Update<T extends TableName> = Schema['Tables'][T]['Update'];
export type FunctionName = keyof Schema['Functions'];
export type RpcArgs<F extends FunctionName> = Schema['Functions'][F]['Args'];
export type RpcReturns<F extends FunctionName> = Schema['Functions'][F]['Returns'];
