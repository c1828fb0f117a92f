// Minimal hand stub until the database engineer generates this file from the migrations
// (`npm run -w @quadra/local-supabase gen:types`); it will be overwritten.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      profiles: {
        Row: {
          user_id: string;
          full_name: string | null;
          city: string | null;
          profile_photo_url: string | null;
        };
        Insert: {
          user_id: string;
          full_name?: string | null;
          city?: string | null;
          profile_photo_url?: string | null;
        };
        Update: {
          full_name?: string | null;
          city?: string | null;
          profile_photo_url?: string | null;
        };
        Relationships: [];
      };
      notifications: {
        Row: {
          id: string;
          user_id: string;
          type: string;
          title: string;
          message: string;
          read: boolean;
          created_at: string;
          data: Json | null;
        };
        Insert: {
          id?: string;
          user_id: string;
          type: string;
          title: string;
          message: string;
          read?: boolean;
          created_at?: string;
          data?: Json | null;
        };
        Update: {
          read?: boolean;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
