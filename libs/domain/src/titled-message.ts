/** A toast with a title and a line under it. */
export interface TitledMessage {
  title: string;
  description: string;
}

export const t = (title: string, description: string): TitledMessage => ({ title, description });
