// Generated from the migrations (sha256:8e70bacff70ead50). Do not edit by hand; regenerate: npm run gen -w @quadra/local-supabase

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      event_comments: {
        Row: {
          id: string;
          event_id: string;
          user_id: string;
          comment_text: string;
          parent_comment_id: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          user_id: string;
          comment_text: string;
          parent_comment_id?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          user_id?: string;
          comment_text?: string;
          parent_comment_id?: string | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_comments_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_comments_parent_comment_id_fkey';
            columns: ['parent_comment_id'];
            isOneToOne: false;
            referencedRelation: 'event_comments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_comments_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_invitations: {
        Row: {
          id: string;
          event_id: string;
          invitee_id: string;
          invited_by: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          invitee_id: string;
          invited_by: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          invitee_id?: string;
          invited_by?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_invitations_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_invitations_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'event_invitations_invitee_id_fkey';
            columns: ['invitee_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_participants: {
        Row: {
          id: string;
          event_id: string;
          user_id: string;
          status: string;
          joined_at: string;
          evaluation_status: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          user_id: string;
          status?: string;
          joined_at?: string;
          evaluation_status?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          user_id?: string;
          status?: string;
          joined_at?: string;
          evaluation_status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_participants_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_participants_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_reminders_sent: {
        Row: {
          event_id: string;
          user_id: string;
          kind: string;
          sent_at: string;
          id: number;
        };
        Insert: {
          event_id: string;
          user_id: string;
          kind: string;
          sent_at?: string;
          id?: number;
        };
        Update: {
          event_id?: string;
          user_id?: string;
          kind?: string;
          sent_at?: string;
          id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'event_reminders_sent_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_reminders_sent_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      event_waiting_list: {
        Row: {
          id: number;
          event_id: string;
          user_id: string;
          created_at: string;
        };
        Insert: {
          id?: number;
          event_id: string;
          user_id: string;
          created_at?: string;
        };
        Update: {
          id?: number;
          event_id?: string;
          user_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_waiting_list_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'event_waiting_list_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      events: {
        Row: {
          id: string;
          title: string;
          description: string | null;
          location: string;
          location_reference: string | null;
          date: string;
          time: string;
          age_group: string | null;
          gender: string | null;
          skill_level: string;
          min_participants: number;
          max_participants: number | null;
          participant_count: number;
          created_by: string;
          sport_id: string | null;
          custom_sport_name: string | null;
          status: string;
          requires_approval: boolean;
          has_pcd_structure: boolean;
          pcd_types: string[] | null;
          image_url: string | null;
          starts_at: string;
          search_text: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          description?: string | null;
          location: string;
          location_reference?: string | null;
          date: string;
          time?: string;
          age_group?: string | null;
          gender?: string | null;
          skill_level?: string;
          min_participants?: number;
          max_participants?: number | null;
          participant_count?: number;
          created_by?: string;
          sport_id?: string | null;
          custom_sport_name?: string | null;
          status?: string;
          requires_approval?: boolean;
          has_pcd_structure?: boolean;
          pcd_types?: string[] | null;
          image_url?: string | null;
          starts_at?: string;
          search_text?: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          description?: string | null;
          location?: string;
          location_reference?: string | null;
          date?: string;
          time?: string;
          age_group?: string | null;
          gender?: string | null;
          skill_level?: string;
          min_participants?: number;
          max_participants?: number | null;
          participant_count?: number;
          created_by?: string;
          sport_id?: string | null;
          custom_sport_name?: string | null;
          status?: string;
          requires_approval?: boolean;
          has_pcd_structure?: boolean;
          pcd_types?: string[] | null;
          image_url?: string | null;
          starts_at?: string;
          search_text?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'events_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'events_sport_id_fkey';
            columns: ['sport_id'];
            isOneToOne: false;
            referencedRelation: 'sports';
            referencedColumns: ['id'];
          },
        ];
      };
      notifications: {
        Row: {
          id: string;
          user_id: string;
          type: string;
          title: string;
          message: string;
          read: boolean;
          data: Json;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          type: string;
          title: string;
          message: string;
          read?: boolean;
          data?: Json;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          type?: string;
          title?: string;
          message?: string;
          read?: boolean;
          data?: Json;
          created_at?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          user_id: string;
          full_name: string;
          preferred_name: string | null;
          city: string | null;
          phone: string | null;
          birth_date: string | null;
          gender: string | null;
          profile_photo_url: string | null;
          accessibility_needs: string[];
          created_at: string;
          updated_at: string;
          search_text: string | null;
          reminders_enabled: boolean;
        };
        Insert: {
          user_id: string;
          full_name?: string;
          preferred_name?: string | null;
          city?: string | null;
          phone?: string | null;
          birth_date?: string | null;
          gender?: string | null;
          profile_photo_url?: string | null;
          accessibility_needs?: string[];
          created_at?: string;
          updated_at?: string;
          search_text?: never;
          reminders_enabled?: boolean;
        };
        Update: {
          user_id?: string;
          full_name?: string;
          preferred_name?: string | null;
          city?: string | null;
          phone?: string | null;
          birth_date?: string | null;
          gender?: string | null;
          profile_photo_url?: string | null;
          accessibility_needs?: string[];
          created_at?: string;
          updated_at?: string;
          search_text?: never;
          reminders_enabled?: boolean;
        };
        Relationships: [];
      };
      reviews: {
        Row: {
          id: string;
          event_id: string;
          reviewer_user_id: string;
          reviewed_user_id: string | null;
          review_type: string;
          praise_tags: string[];
          comment: string | null;
          rating: number | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          event_id: string;
          reviewer_user_id: string;
          reviewed_user_id?: string | null;
          review_type: string;
          praise_tags?: string[];
          comment?: string | null;
          rating?: number | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          event_id?: string;
          reviewer_user_id?: string;
          reviewed_user_id?: string | null;
          review_type?: string;
          praise_tags?: string[];
          comment?: string | null;
          rating?: number | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'reviews_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_reviewed_user_id_fkey';
            columns: ['reviewed_user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
          {
            foreignKeyName: 'reviews_reviewer_user_id_fkey';
            columns: ['reviewer_user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      sport_suggestions: {
        Row: {
          id: string;
          user_id: string | null;
          sport_name: string;
          status: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id?: string | null;
          sport_name: string;
          status?: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string | null;
          sport_name?: string;
          status?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      sports: {
        Row: {
          id: string;
          name: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      suggested_sports: {
        Row: {
          id: string;
          name: string;
          suggested_by: string | null;
          status: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          suggested_by?: string | null;
          status?: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          suggested_by?: string | null;
          status?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      user_sports: {
        Row: {
          id: string;
          user_id: string;
          sport_id: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          sport_id: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          sport_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'user_sports_sport_id_fkey';
            columns: ['sport_id'];
            isOneToOne: false;
            referencedRelation: 'sports';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'user_sports_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
    };
    Views: {
      profile_reputation: {
        Row: {
          user_id: string | null;
          rating: number | null;
          praise_count: number | null;
          stars: number | null;
          comunicativo: number | null;
          trabalho_equipe: number | null;
          habilidoso: number | null;
          amigavel: number | null;
          esforcado: number | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      approve_participant: {
        Args: { p_event_id: string; p_participant_id: string };
        Returns: { status: 'registered'; participant_count: number };
      };
      create_event: {
        Args: { p_event: Json; p_invitees?: string[] };
        Returns: string;
      };
      escape_like: {
        Args: { value: string };
        Returns: string;
      };
      event_criteria_mismatches: {
        Args: { p_event_id: string };
        Returns: {
          user_id: string
          gender_mismatch: boolean
          age_mismatch: boolean
        }[];
      };
      filter_days: {
        Args: { p_keys: string[]; p_today: string };
        Returns: string[];
      };
      filter_sport_keys: {
        Args: never;
        Returns: string[];
      };
      get_evaluation: {
        Args: { p_event_id: string };
        Returns: {
          available: true
          event_id: string
          title: string
          description: string | null
          players: { user_id: string; full_name: string; preferred_name: string | null; profile_photo_url: string | null }[]
        } | {
          available: false
          event_id: string
          title: string | null
          reason: string
          detail: string | null
        };
      };
      get_event_detail: {
        Args: { p_event_id: string };
        Returns: Json;
      };
      get_my_profile: {
        Args: never;
        Returns: Database['public']['Tables']['profiles']['Row'] | null;
      };
      get_public_profile: {
        Args: { target_user_id: string };
        Returns: {
          user_id: string
          full_name: string
          preferred_name: string | null
          city: string | null
          gender: string | null
          profile_photo_url: string | null
          created_at: string
          events_created: number
          events_participated: number
          rating: number
          praise_count: number
          praise_tags: { comunicativo: number; trabalho_equipe: number; habilidoso: number; amigavel: number; esforcado: number }
          stars: number
        } | null;
      };
      get_waiting_list: {
        Args: { p_event_id: string };
        Returns: {
          user_id: string
          full_name: string
          preferred_name: string | null
          profile_photo_url: string | null
          position: number
          created_at: string
        }[];
      };
      invite_to_event: {
        Args: { p_event_id: string; p_invitees: string[] };
        Returns: number;
      };
      join_event: {
        Args: { p_event_id: string };
        Returns: { status: 'registered' | 'pending' | 'waiting'; participant_count: number; waiting_position?: number };
      };
      leave_event: {
        Args: { p_event_id: string };
        Returns: { participant_count: number };
      };
      leave_waiting_list: {
        Args: { p_event_id: string };
        Returns: { waiting_count: number };
      };
      list_available_events: {
        Args: { p_sports?: string[]; p_dates?: string[]; p_after_starts_at?: string; p_after_id?: string; p_limit?: number };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
        }[];
      };
      list_invited_events: {
        Args: { p_after_starts_at?: string; p_after_id?: string; p_limit?: number };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
          invited_by: string
          invited_by_name: string
        }[];
      };
      list_joined_events: {
        Args: { p_after_starts_at?: string; p_after_id?: string; p_limit?: number };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
        }[];
      };
      list_my_events: {
        Args: { p_section: string; p_after_starts_at?: string; p_after_id?: string; p_limit?: number };
        Returns: {
          id: string
          title: string
          location: string
          date: string
          time: string
          starts_at: string
          image_url: string | null
          skill_level: string
          status: string
          sport_name: string | null
          participant_count: number
          max_participants: number | null
          requires_approval: boolean
          is_organizer: boolean
          my_status: string | null
          my_evaluation_status: string | null
        }[];
      };
      list_sport_athletes: {
        Args: { p_sport: string; p_query?: string; p_limit?: number; p_offset?: number };
        Returns: {
          user_id: string
          full_name: string
          preferred_name: string | null
          city: string | null
          profile_photo_url: string | null
        }[];
      };
      normalize_search: {
        Args: { value: string };
        Returns: string;
      };
      open_due_evaluations: {
        Args: never;
        Returns: number;
      };
      parse_event_id: {
        Args: { p_event_id: string };
        Returns: string;
      };
      praise_stars: {
        Args: { p_praise_count: number };
        Returns: number;
      };
      reject_participant: {
        Args: { p_event_id: string; p_participant_id: string };
        Returns: { status: 'rejected'; participant_count: number };
      };
      sao_paulo_today: {
        Args: never;
        Returns: string;
      };
      search_events_normalized: {
        Args: { search_query: string; p_limit?: number; p_offset?: number };
        Returns: {
          id: string
          title: string
          location: string
          description: string | null
          image_url: string | null
          date: string
          time_field: string
          participant_count: number
          max_participants: number | null
          skill_level: string
        }[];
      };
      search_profiles_normalized: {
        Args: { search_query: string };
        Returns: {
          user_id: string
          full_name: string
          city: string | null
          profile_photo_url: string | null
          rating: number
          stars: number
        }[];
      };
      search_profiles_page: {
        Args: { search_query: string; p_limit?: number; p_offset?: number };
        Returns: {
          user_id: string
          full_name: string
          city: string | null
          profile_photo_url: string | null
          rating: number
          stars: number
        }[];
      };
      sport_key: {
        Args: { value: string };
        Returns: string;
      };
      sport_name_key: {
        Args: { p_name: string };
        Returns: string;
      };
      submit_evaluation: {
        Args: { p_event_id: string; p_praises: Json; p_comment?: string };
        Returns: { praised_players: number; praises: number };
      };
      suggest_sport: {
        Args: { p_name: string };
        Returns: { outcome: 'created' | 'pending_duplicate' | 'approved_duplicate' };
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];
