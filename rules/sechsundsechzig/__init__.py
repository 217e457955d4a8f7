"""Sechsundsechzig (66): Schnapsen's 24-card parent, a second value of the Schnapsen family
(``rules.schnapsen.variant``); its rules are RULES-66.md section M and rulings RM1 … RM12."""
