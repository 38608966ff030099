"""Le Whisch Bostonien (rule ids WB-…): the turned suit is trumps (WB-D3); the *demande* (five
tricks alone, or eight together with a player who says *je soutiens*) and the *indépendance*
(eight alone, WB-C, WB-B); the chelem bonus. Its payments (WB-P) are a reconstruction from
Foster's French Boston table: no source prices this game."""
