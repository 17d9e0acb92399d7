import type { z } from 'zod';
import * as accountBrand from './account-brand.ts';
import * as apiKeys from './api-keys.ts';
import * as auth from './auth.ts';
import * as bots from './bots.ts';
import * as collaboration from './collaboration.ts';
import { errorResponse } from './errors.ts';
import * as health from './health.ts';
import * as pages from './pages.ts';
import * as planner from './planner.ts';
import * as posts from './posts/post.ts';
import * as catalogue from './sources/catalogue-contract.ts';
import * as sources from './sources/source.ts';
import * as users from './users.ts';

/**
 * The API's shared schemas by the name they have in its OpenAPI document: a client generated from
 * it gets these types, not anonymous ones. Request and answer schemas alike; query and path
 * parameters stay inline, as OpenAPI lists them one by one.
 */
export const schemaNames = {
  Error: errorResponse,
  BrandColorRequest: accountBrand.brandColorRequest,
  ApiKey: apiKeys.apiKey,
  ApiKeyList: apiKeys.apiKeyList,
  CreateApiKeyRequest: apiKeys.createApiKeyRequest,
  CreatedApiKey: apiKeys.createdApiKey,
  SignupRequest: auth.signupRequest,
  SignupResponse: auth.signupResponse,
  ConfirmRequest: auth.confirmRequest,
  ConfirmResponse: auth.confirmResponse,
  LoginRequest: auth.loginRequest,
  LoginResponse: auth.loginResponse,
  ForgotPasswordRequest: auth.forgotPasswordRequest,
  ResetPasswordRequest: auth.resetPasswordRequest,
  ChangePasswordRequest: auth.changePasswordRequest,
  ResendConfirmationRequest: auth.resendConfirmationRequest,
  Accepted: auth.accepted,
  Done: auth.done,
  Replacement: bots.replacement,
  SaveBotRequest: bots.botInput,
  Bot: bots.bot,
  BotList: bots.botList,
  BotPreview: bots.botPreview,
  BotPreviewList: bots.botPreviewList,
  BotRunResult: bots.botRunResult,
  Assignee: collaboration.assignee,
  AssigneeList: collaboration.assigneeList,
  PostValidation: collaboration.postValidation,
  AssignPostRequest: collaboration.assignPostRequest,
  DecidePostRequest: collaboration.decidePostRequest,
  PostNote: collaboration.postNote,
  PostNoteList: collaboration.postNoteList,
  AddNoteRequest: collaboration.addNoteRequest,
  AccountSettings: collaboration.accountSettings,
  UpdateAccountSettingsRequest: collaboration.updateAccountSettingsRequest,
  Validator: collaboration.validator,
  ValidatorList: collaboration.validatorList,
  SaveValidatorRequest: collaboration.saveValidatorRequest,
  SharedPlannerPage: collaboration.sharedPlannerPage,
  Health: health.health,
  Page: pages.page,
  PageList: pages.pageList,
  FormField: pages.formField,
  Network: pages.network,
  NetworkList: pages.networkList,
  OAuthStartResponse: pages.oauthStartResponse,
  CandidatePage: pages.candidatePage,
  CandidatePageList: pages.candidatePageList,
  AddPagesRequest: pages.addPagesRequest,
  FormConnectRequest: pages.formConnectRequest,
  SaveGroupRequest: pages.groupInput,
  Group: pages.group,
  GroupList: pages.groupList,
  SandboxPageView: pages.sandboxPageView,
  PlannerItem: planner.plannerItem,
  PageSlot: planner.pageSlot,
  PageSlots: planner.pageSlots,
  SavePageSlotsRequest: planner.savePageSlotsRequest,
  PlannerResponse: planner.plannerResponse,
  OptimalTime: planner.optimalTime,
  OptimalTimes: planner.optimalTimes,
  SharedPlannerResponse: planner.sharedPlannerResponse,
  NotificationSettings: users.notificationSettings,
  PageAccess: users.pageAccess,
  User: users.user,
  Me: users.me,
  UserList: users.userList,
  UpdateProfileRequest: users.updateProfileRequest,
  AddUserRequest: users.addUserRequest,
  UpdateUserRequest: users.updateUserRequest,
  DeleteAccountRequest: users.deleteAccountRequest,
  AccountExport: users.accountExport,
  AccountExportList: users.accountExportList,
  PostOptions: posts.postOptions,
  Poll: posts.poll,
  SavePostRequest: posts.savePostRequest,
  Media: posts.mediaSchema,
  StorageUsage: posts.storageUsageSchema,
  PostIssue: posts.postIssue,
  Target: posts.target,
  Post: posts.post,
  PostList: posts.postList,
  PostTemplate: posts.postTemplate,
  PostTemplateList: posts.postTemplateList,
  SavePostTemplateRequest: posts.savePostTemplateRequest,
  PostHistoryEntry: posts.postHistoryEntry,
  PostHistory: posts.postHistory,
  ReschedulePostRequest: posts.reschedulePostRequest,
  Board: posts.board,
  BoardList: posts.boardList,
  SaveSourceRequest: sources.sourceInput,
  Source: sources.source,
  SourceList: sources.sourceList,
  SourceItem: sources.sourceItem,
  SourceItemList: sources.sourceItemList,
  CatalogueResponse: catalogue.catalogueResponse,
} satisfies Record<string, z.core.$ZodType>;

/** Names each schema in a zod registry (the server's OpenAPI document reads zod's global one). */
export function nameSchemas(registry: z.core.$ZodRegistry<{ id?: string }>) {
  for (const [id, schema] of Object.entries(schemaNames)) registry.add(schema, { id });
}
