"""The wording machinery every game shares: the speaker, compiled phrases, card names, the fixed
wording of answers, and the loaders of each game's texts and glossary."""
