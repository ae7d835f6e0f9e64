"""Evaluation: NaVQA-style scoring of answers against simulated ground truth."""
