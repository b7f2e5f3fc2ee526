export const SuggestionCommands = {};
