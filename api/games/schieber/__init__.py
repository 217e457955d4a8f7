"""What the Schieber games (Jass, Differenzler, Coiffeur) share: their speaker and words."""
